import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  LOCALES,
  catalogueFor,
  isLocale,
  loadCatalogue,
  loadedCatalogue,
  localeFromLanguages,
  type Catalogue,
  type Locale,
} from '@stamp/shared';

import { LocaleContext } from './LocaleContext';

const STORAGE_KEY = 'locale';

function initialPreference(given: Locale | undefined): Locale {
  if (given) return given;
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : localeFromLanguages(navigator.languages);
}

interface Shown {
  locale: Locale;
  catalogue: Catalogue;
}

/**
 * The chosen language, kept across visits; `<html lang>` says the language of the words shown. `locales`
 * are the languages of the page's face (the back-office speaks English and Korean): a preference outside
 * them (Filipino on /admin) gives way to the browser's next language among them, else English, so the
 * words, `lang` and the language picker always agree. Only English is in the first download: another
 * language's catalogue is fetched when it is needed, and until it arrives on the first load nothing is
 * drawn (no flash of English); a later switch keeps the old words until the new ones come.
 */
export function LocaleProvider({
  locale: given,
  locales = LOCALES,
  backOffice = false,
  children,
}: {
  locale?: Locale;
  locales?: readonly Locale[];
  /** The back-office's words are wanted too (they are a download of their own). */
  backOffice?: boolean;
  children: ReactNode;
}) {
  const [preference, setPreference] = useState<Locale>(() => initialPreference(given));
  const locale = locales.includes(preference)
    ? preference
    : localeFromLanguages(navigator.languages, locales);
  const [loaded, setLoaded] = useState<Shown | undefined>(() => {
    const catalogue = loadedCatalogue(locale, backOffice);
    return catalogue && { locale, catalogue };
  });
  useEffect(() => {
    let current = true;
    loadCatalogue(locale, backOffice).then(
      (catalogue) => {
        if (current) setLoaded({ locale, catalogue });
      },
      (error: unknown) => {
        // Offline before the language was ever cached: English rather than a blank page.
        console.error(error);
        if (current) setLoaded((shown) => shown ?? { locale: 'en', catalogue: catalogueFor('en') });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, backOffice]);
  const ready = loadedCatalogue(locale, backOffice);
  const shown: Shown | undefined = ready ? { locale, catalogue: ready } : loaded;
  const shownLocale = shown?.locale;
  useEffect(() => {
    if (shownLocale) document.documentElement.lang = shownLocale;
  }, [shownLocale]);
  const shownCatalogue = shown?.catalogue;
  const value = useMemo(
    () =>
      shownCatalogue && {
        locale,
        locales,
        catalogue: shownCatalogue,
        setLocale: (next: Locale) => {
          localStorage.setItem(STORAGE_KEY, next);
          setPreference(next);
        },
      },
    [locale, locales, shownCatalogue],
  );
  return value ? <LocaleContext value={value}>{children}</LocaleContext> : null;
}
