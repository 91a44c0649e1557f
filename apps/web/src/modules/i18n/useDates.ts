import { useMemo, useSyncExternalStore } from 'react';

import { datePart, dateTime, onProductTimeZone, productTimeZone, pushDate } from '../dates';
import { useLocale } from './useLocale';

export interface Dates {
  datePart: (value: string | null | undefined) => string;
  dateTime: (value: string) => string;
  pushDate: (value: string) => string;
}

/**
 * The product calendar's dates and times written as the page's language writes them; a screen using them draws
 * again when the product's time zone arrives from the gateway (CalendarSetting).
 */
export function useDates(): Dates {
  const { locale } = useLocale();
  const zone = useSyncExternalStore(onProductTimeZone, productTimeZone);
  return useMemo(
    () => ({
      datePart: (value) => datePart(value, locale, zone),
      dateTime: (value) => dateTime(value, locale, zone),
      pushDate: (value) => pushDate(value, locale, zone),
    }),
    [locale, zone],
  );
}
