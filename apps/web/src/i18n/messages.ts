/**
 * The web app's one text catalogue: every label and message goes through it, so the product spec's wording
 * sits in one place. English is complete; the other locales override what they translate and fall back to
 * English for the rest (the spec's own English messages, e.g. the router fallback, stay as written).
 */
export const LOCALES = ['en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const PRODUCT_NAME = 'Stamp';

const en = {
  productName: PRODUCT_NAME,
  mobileHomeComingSoon: 'The member app is coming soon.',
  /** The admin header reads '{product} Management' (product-spec §1). */
  adminTitle: `${PRODUCT_NAME} Management`,
  adminHomeComingSoon: 'The back-office is coming soon.',
  /** product-spec §8, "Router fallback". */
  routerFallbackTitle: 'Unexpected Application Error!',
  routerFallbackNotFound: '404 Not Found',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Readonly<Record<MessageKey, string>>;

const ko: Partial<Catalogue> = {
  mobileHomeComingSoon: '회원 앱이 곧 제공됩니다.',
  adminTitle: `${PRODUCT_NAME} 관리`,
  adminHomeComingSoon: '관리자 화면이 곧 제공됩니다.',
};

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en,
  ko: { ...en, ...ko },
};

export function catalogueFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

/** The first of the browser's preferred languages that we have a catalogue for, else English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale === primary);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
