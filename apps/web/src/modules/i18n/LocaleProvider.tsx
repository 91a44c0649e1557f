import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isLocale, localeFromLanguages, type Locale } from '@stamp/shared';

import { LocaleContext } from './LocaleContext';

const STORAGE_KEY = 'locale';

function initialLocale(given: Locale | undefined): Locale {
  if (given) return given;
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : localeFromLanguages(navigator.languages);
}

/** The chosen language, kept across visits; `<html lang>` follows it. */
export function LocaleProvider({ locale: given, children }: { locale?: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale(given));
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(
    () => ({
      locale,
      setLocale: (next: Locale) => {
        localStorage.setItem(STORAGE_KEY, next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
