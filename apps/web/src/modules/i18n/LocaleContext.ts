import { createContext } from 'react';
import { DEFAULT_LOCALE, LOCALES, catalogueFor, type Catalogue, type Locale } from '@stamp/shared';

export interface LocaleState {
  /** The language of the page: the chosen one if the page's face speaks it. */
  locale: Locale;
  /** The languages of the page's face, for the language picker. */
  locales: readonly Locale[];
  /** The words of `locale` (or, while a newly chosen language loads, of the previous one). */
  catalogue: Catalogue;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  locales: LOCALES,
  catalogue: catalogueFor(DEFAULT_LOCALE),
  setLocale: () => undefined,
});
