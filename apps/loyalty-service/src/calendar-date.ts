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
