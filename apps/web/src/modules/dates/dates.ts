import type { Locale } from '@stamp/shared';

/** The servers' default calendar: stores, missions and pushes live in the Philippines. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

let timeZone = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

/**
 * The product's calendar: the servers' MISSION_TIME_ZONE, which the gateway tells the app
 * (`GET /api/v1/config/calendar`, read by `useCalendarSetting` when the app starts); Asia/Manila until then.
 */
export function productTimeZone(): string {
  return timeZone;
}

/** Takes the deployment's time zone (an unknown name is ignored); screens that write dates draw again. */
export function setProductTimeZone(next: string): void {
  if (next === timeZone || !isTimeZone(next)) return;
  timeZone = next;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: called when the product's time zone changes. */
export function onProductTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The English forms of spec §9 in a time zone, each made once: YYYY-MM-DD, and HH:mm on a 24-hour clock. */
function englishFormat(kind: 'day' | 'time', zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          })
        : new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          });
    formats.set(key, format);
  }
  return format;
}

const dayFormat = (zone = timeZone) => englishFormat('day', zone);
const timeFormat = (zone = timeZone) => englishFormat('time', zone);

/**
 * How Korean and Filipino readers write dates and times (`Intl`, CLDR): '2026. 11. 28.' and '오후 3:40',
 * 'Nob 28, 2026' and '3:40 PM'. English keeps the spec's own forms (§9: YYYY-MM-DD, pushes YYYY.MM.DD).
 */
const INTL_LOCALE: Readonly<Record<Exclude<Locale, 'en'>, string>> = { ko: 'ko-KR', fil: 'fil-PH' };
const localFormats = new Map<string, { day: Intl.DateTimeFormat; dayTime: Intl.DateTimeFormat }>();

function localFormat(locale: Exclude<Locale, 'en'>, zone: string) {
  const key = `${locale} ${zone}`;
  let formats = localFormats.get(key);
  if (!formats) {
    const tag = INTL_LOCALE[locale];
    formats = {
      day: new Intl.DateTimeFormat(tag, { timeZone: zone, dateStyle: 'medium' }),
      dayTime: new Intl.DateTimeFormat(tag, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }),
    };
    localFormats.set(key, formats);
  }
  return formats;
}

/** A calendar date is a day, not an instant: it is read and written in UTC so no time zone moves it. */
function asInstant(value: string, zone: string): { date: Date; zone: string } | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, zone: CALENDAR_DATE.test(value) ? 'UTC' : zone };
}

/**
 * The day of a timestamp in the product's calendar (spec §9: "other dates shown date part only"): in English
 * YYYY-MM-DD, a calendar date (a mission's start or end) as it is; in Korean and Filipino their own way.
 */
export function datePart(value: string | null | undefined, locale: Locale = 'en', zone = timeZone): string {
  if (!value) return '';
  if (locale === 'en' && CALENDAR_DATE.test(value)) return value;
  const instant = asInstant(value, zone);
  if (!instant) return value.slice(0, 10);
  return locale === 'en'
    ? dayFormat(zone).format(instant.date)
    : localFormat(locale, instant.zone).day.format(instant.date);
}

/** A timestamp with its time in the product's calendar (receipts, alerts): 'YYYY-MM-DD HH:mm' in English. */
export function dateTime(value: string, locale: Locale = 'en', zone = timeZone): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return locale === 'en'
    ? `${dayFormat(zone).format(date)} ${timeFormat(zone).format(date)}`
    : localFormat(locale, zone).dayTime.format(date);
}

/** A push date: YYYY.MM.DD in English (spec §9), the reader's own date elsewhere. */
export function pushDate(value: string, locale: Locale = 'en', zone = timeZone): string {
  return locale === 'en' ? datePart(value, 'en', zone).replaceAll('-', '.') : datePart(value, locale, zone);
}

/**
 * When something will be possible, in the reader's language and the product's time zone: the time alone
 * ('3:40 PM', '오후 3:40') on the same day as `now`, with the date on another ('Nov 29, 12:00 AM').
 */
export function clockTime(value: string, locale: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const sameDay = dayFormat().format(date) === dayFormat().format(now);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** Today in the product's calendar, as YYYY-MM-DD. */
export function today(): string {
  return dayFormat().format(new Date());
}

/** A calendar day (YYYY-MM-DD) as the language writes a short date: 'Nov 28', '11월 28일', 'Nob 28'. */
export function shortDay(date: string, locale: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at)) return date;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at);
}

/** An instant as the language writes a date and time, in the product's calendar. */
export function dayAndTime(value: string, locale: string): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone,
  }).format(at);
}
