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
 * The day of a timestamp in the product's calendar, as YYYY-MM-DD (spec §9: "other dates shown date part
 * only"); a calendar date (a mission's start or end) stays as it is.
 */
export function datePart(value: string | null | undefined): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value.slice(0, 10) : dayFormat.format(date);
}

/** A timestamp as 'YYYY-MM-DD HH:mm' in the product's calendar (receipts, alerts). */
export function dateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${dayFormat.format(date)} ${timeFormat.format(date)}`;
}

/** A push date: YYYY.MM.DD (spec §9). */
export function pushDate(value: string): string {
  return datePart(value).replaceAll('-', '.');
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
