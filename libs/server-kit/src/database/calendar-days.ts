/**
 * The calendar days of a per-day count, as a FROM item named `days`: `day` (a date), `starts` and `ends` (the
 * day's first instant and the next day's, in the time zone, so DST days are 23 or 25 hours long). Count each
 * day in a LATERAL subquery on `row_time >= days.starts AND row_time < days.ends`: days without rows count
 * zero, and each day is one index range scan. The series is of integers, whose size Postgres knows when the
 * parameters are known (a series of dates it guesses at 1,000 rows, which turns on JIT compilation).
 * The arguments name the statement's parameters: first day, last day (YYYY-MM-DD, both included), IANA
 * time zone.
 */
export function calendarDays(from: string, to: string, timeZone: string): string {
  return `(
    SELECT d AS day, d::timestamp AT TIME ZONE ${timeZone} AS starts,
           (d + 1)::timestamp AT TIME ZONE ${timeZone} AS ends
    FROM (SELECT ${from}::date + n AS d FROM generate_series(0, ${to}::date - ${from}::date) AS n) AS series
  ) AS days`;
}
