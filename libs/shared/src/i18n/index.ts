import { en, type Catalogue, type MessageKey } from './en';

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

/**
 * The catalogues loaded so far. English is always there; Korean and Filipino are separate modules, loaded
 * by `loadCatalogue` when a language is chosen, so the web app's first route carries one language only.
 */
const loaded: Partial<Record<Locale, Catalogue>> = { en };

const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Partial<Catalogue>>>> = {
  ko: async () => (await import('./ko.js')).ko,
  fil: async () => (await import('./fil.js')).fil,
};

/** Brings a language's catalogue (its own words over the English ones it does not translate). */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded[locale];
  if (known) return known;
  if (locale === 'en') return en;
  const catalogue: Catalogue = { ...en, ...(await TRANSLATIONS[locale]()) };
  loaded[locale] = catalogue;
  return catalogue;
}

/** A language's catalogue if `loadCatalogue` has brought it, else undefined (English is always loaded). */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded[locale];
}

/** A language's catalogue once loaded; English until then. */
export function catalogueFor(locale: Locale): Catalogue {
  return loaded[locale] ?? en;
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first of the browser's preferred languages that we have a catalogue for (and that is `among` the
 * languages of the page's face), else English.
 */
export function localeFromLanguages(
  languages: readonly string[],
  among: readonly Locale[] = LOCALES,
): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    const locale = primary === 'tl' ? 'fil' : primary;
    if (isLocale(locale) && among.includes(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

export function message(locale: Locale, key: MessageKey): string {
  return catalogueFor(locale)[key];
}
