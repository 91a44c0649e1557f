import type { Locale } from '@stamp/shared';

/** The product's calendar: stores, missions and pushes live in the Philippines (the servers' default too). */
export const PRODUCT_TIME_ZONE = 'Asia/Manila';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRODUCT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * How Korean and Filipino readers write dates and times (`Intl`, CLDR): '2026. 11. 28.' and '오후 3:40',
 * 'Nob 28, 2026' and '3:40 PM'. English keeps the spec's own forms (§9: YYYY-MM-DD, pushes YYYY.MM.DD).
 */
const INTL_LOCALE: Readonly<Record<Exclude<Locale, 'en'>, string>> = { ko: 'ko-KR', fil: 'fil-PH' };
const localFormats = new Map<string, { day: Intl.DateTimeFormat; dayTime: Intl.DateTimeFormat }>();

function localFormat(locale: Exclude<Locale, 'en'>, timeZone: string) {
  const key = `${locale} ${timeZone}`;
  let formats = localFormats.get(key);
  if (!formats) {
    const tag = INTL_LOCALE[locale];
    formats = {
      day: new Intl.DateTimeFormat(tag, { timeZone, dateStyle: 'medium' }),
      dayTime: new Intl.DateTimeFormat(tag, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
    };
    localFormats.set(key, formats);
  }
  return formats;
}

/** A calendar date is a day, not an instant: it is read and written in UTC so no time zone moves it. */
function asInstant(value: string): { date: Date; timeZone: string } | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: CALENDAR_DATE.test(value) ? 'UTC' : PRODUCT_TIME_ZONE };
}

/**
 * The day of a timestamp in the product's calendar (spec §9: "other dates shown date part only"): in English
 * YYYY-MM-DD, a calendar date (a mission's start or end) as it is; in Korean and Filipino their own way.
 */
export function datePart(value: string | null | undefined, locale: Locale = 'en'): string {
  if (!value) return '';
  if (locale === 'en' && CALENDAR_DATE.test(value)) return value;
  const instant = asInstant(value);
  if (!instant) return value.slice(0, 10);
  return locale === 'en'
    ? dayFormat.format(instant.date)
    : localFormat(locale, instant.timeZone).day.format(instant.date);
}

/** A timestamp with its time in the product's calendar (receipts, alerts): 'YYYY-MM-DD HH:mm' in English. */
export function dateTime(value: string, locale: Locale = 'en'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return locale === 'en'
    ? `${dayFormat.format(date)} ${timeFormat.format(date)}`
    : localFormat(locale, PRODUCT_TIME_ZONE).dayTime.format(date);
}

/** A push date: YYYY.MM.DD in English (spec §9), the reader's own date elsewhere. */
export function pushDate(value: string, locale: Locale = 'en'): string {
  return locale === 'en' ? datePart(value).replaceAll('-', '.') : datePart(value, locale);
}

/**
 * When something will be possible, in the reader's language and the product's time zone: the time alone
 * ('3:40 PM', '오후 3:40') on the same day as `now`, with the date on another ('Nov 29, 12:00 AM').
 */
export function clockTime(value: string, locale: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const sameDay = dayFormat.format(date) === dayFormat.format(now);
  return new Intl.DateTimeFormat(locale, {
    timeZone: PRODUCT_TIME_ZONE,
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** Today in the product's calendar, as YYYY-MM-DD. */
export function today(): string {
  return dayFormat.format(new Date());
}
