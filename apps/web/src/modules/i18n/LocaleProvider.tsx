import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  isLocale,
  loadCatalogue,
  loadedCatalogue,
  localeFromLanguages,
  type Catalogue,
  type Locale,
} from '@stamp/shared';

import { LocaleContext } from './LocaleContext';

const STORAGE_KEY = 'locale';

function initialLocale(given: Locale | undefined): Locale {
  if (given) return given;
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : localeFromLanguages(navigator.languages);
}

/**
 * The chosen language, kept across visits; `<html lang>` follows it. Only English is in the first
 * download: another language's catalogue is fetched when it is chosen, and until it arrives on the first
 * load nothing is drawn (no flash of English); a later switch keeps the old words until the new ones come.
 */
export function LocaleProvider({ locale: given, children }: { locale?: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale(given));
  const [catalogue, setCatalogue] = useState<Catalogue | undefined>(() => loadedCatalogue(locale));
  useEffect(() => {
    let current = true;
    loadCatalogue(locale).then(
      (loaded) => {
        if (!current) return;
        setCatalogue(loaded);
        document.documentElement.lang = locale;
      },
      (error: unknown) => {
        // Offline before the language was ever cached: English rather than a blank page.
        console.error(error);
        if (current) setCatalogue((shown) => shown ?? loadedCatalogue('en'));
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const value = useMemo(
    () =>
      catalogue && {
        locale,
        catalogue,
        setLocale: (next: Locale) => {
          localStorage.setItem(STORAGE_KEY, next);
          setLocaleState(next);
        },
      },
    [locale, catalogue],
  );
  return value ? <LocaleContext value={value}>{children}</LocaleContext> : null;
}
