import { createContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@stamp/shared';

export interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  setLocale: () => undefined,
});
