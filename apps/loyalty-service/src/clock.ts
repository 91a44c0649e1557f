/** Time as the loyalty service sees it: replaced by a fake in unit tests. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = {
  now: () => new Date(),
};

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: making one is far dearer than using it (it was 6 % of a stamp's CPU). */
function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarFormats.set(timeZone, format);
  }
  return format;
}

const MINUTE_MS = 60_000;

/** The last date worked out per time zone, and the minute it holds for. */
const lastDates = new Map<string, { minute: number; date: string }>();

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone. Every time zone's day starts on a whole
 * minute, so the date is worked out once per zone and minute: formatting a date costs more than the rest
 * of a stamp's checks.
 */
export function calendarDate(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) {
    return last.date;
  }
  const parts = calendarFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  lastDates.set(timeZone, { minute, date });
  return date;
}
