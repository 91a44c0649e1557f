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

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  const parts = calendarFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
