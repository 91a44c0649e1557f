import { useMemo } from 'react';

import { datePart, dateTime, pushDate } from '../ui/dates';
import { useLocale } from './useLocale';

export interface Dates {
  datePart: (value: string | null | undefined) => string;
  dateTime: (value: string) => string;
  pushDate: (value: string) => string;
}

/** The product calendar's dates and times written as the page's language writes them. */
export function useDates(): Dates {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      datePart: (value) => datePart(value, locale),
      dateTime: (value) => dateTime(value, locale),
      pushDate: (value) => pushDate(value, locale),
    }),
    [locale],
  );
}
