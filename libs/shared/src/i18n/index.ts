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

/** The translations loaded so far (English is the base, not a translation). */
const translations: Partial<Record<Locale, Partial<Catalogue>>> = { en: {} };

const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Partial<Catalogue>>>> = {
  ko: async () => (await import('./ko.js')).ko,
  fil: async () => (await import('./fil.js')).fil,
};

/** The back-office's English words (en-back-office.ts), once a back-office page has asked for them. */
let backOffice: Partial<Catalogue> | undefined;

/** The catalogues built so far: English, the back-office's words once loaded, the language's own over them. */
let built: Partial<Record<Locale, Catalogue>> = {};

/**
 * English, the back-office's words once loaded, the language's own over them. Without the back-office's
 * words the member app's keys are all there; the back-office's are what is missing until
 * `loadCatalogue(locale, true)` (the back-office's provider waits for it), hence the assertion.
 */
function build(locale: Locale, translation: Partial<Catalogue>): Catalogue {
  return (built[locale] ??= { ...en, ...backOffice, ...translation } as Catalogue);
}

function builtFor(locale: Locale): Catalogue | undefined {
  const translation = translations[locale];
  return translation && build(locale, translation);
}

/**
 * Brings a language's catalogue (its own words over the English ones it does not translate): Korean and
 * Filipino are separate modules, loaded when a language is chosen, so the member app's first route carries one
 * language only; with `backOffice`, the back-office's words too (a module of their own, for the same reason).
 */
export async function loadCatalogue(locale: Locale, withBackOffice = false): Promise<Catalogue> {
  const [translation, words] = await Promise.all([
    translations[locale] ?? (locale === 'en' ? {} : TRANSLATIONS[locale]()),
    withBackOffice && !backOffice
      ? import('./en-back-office.js').then((module) => module.enBackOffice)
      : undefined,
  ]);
  translations[locale] ??= translation;
  if (words && !backOffice) {
    backOffice = words;
    built = {};
  }
  return build(locale, translation);
}

/**
 * A language's catalogue if `loadCatalogue` has brought it (and the back-office's words, when asked), else
 * undefined (English alone is always there).
 */
export function loadedCatalogue(locale: Locale, withBackOffice = false): Catalogue | undefined {
  return withBackOffice && !backOffice ? undefined : builtFor(locale);
}

/** A language's catalogue once loaded; English until then. */
export function catalogueFor(locale: Locale): Catalogue {
  return builtFor(locale) ?? build('en', {});
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
