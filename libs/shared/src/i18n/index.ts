import { en, type Catalogue, type MessageKey } from './en';
import { fil } from './fil';
import { ko } from './ko';

export type { Catalogue, MessageKey } from './en';

/** The languages of the web app: English and Korean as the spec writes them, Filipino for members. */
export const LOCALES = ['en', 'ko', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ko: '한국어',
  fil: 'Filipino',
};

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en,
  ko: { ...en, ...ko },
  fil: { ...en, ...fil },
};

export function catalogueFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The first of the browser's preferred languages that we have a catalogue for, else English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'tl') return 'fil';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

export function message(locale: Locale, key: MessageKey): string {
  return CATALOGUES[locale][key];
}
