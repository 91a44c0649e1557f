import { createContext } from 'react';
import { DEFAULT_LOCALE, catalogueFor, type Catalogue, type Locale } from '@stamp/shared';

export interface LocaleState {
  locale: Locale;
  /** The words of `locale` (or, while a newly chosen language loads, of the previous one). */
  catalogue: Catalogue;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  catalogue: catalogueFor(DEFAULT_LOCALE),
  setLocale: () => undefined,
});
