const MINUTE_MS = 60_000;

/** Per time zone: its formatter (dear to make) and the last date worked out, with the minute it holds for. */
const zones = new Map<string, { format: Intl.DateTimeFormat; minute: number; date: string }>();

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone. Every time zone's day starts on a whole
 * minute, so the date is worked out once per zone and minute: formatting a date costs more than the rest
 * of a stamp's checks.
 */
export function calendarDate(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  let zone = zones.get(timeZone);
  if (zone?.minute !== minute) {
    const format =
      zone?.format ??
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const parts = format.formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    zone = { format, minute, date: `${part('year')}-${part('month')}-${part('day')}` };
    zones.set(timeZone, zone);
  }
  return zone.date;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** An instant's time of day in a time zone, 12-hour as the product writes it: '3:40 PM'. */
export function clockTime(instant: Date, timeZone: string): string {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
    clocks.set(timeZone, format);
  }
  // ICU puts a narrow no-break space before AM/PM; the product's sentences use a plain one.
  return format.format(instant).replace(/\s/g, ' ');
}
