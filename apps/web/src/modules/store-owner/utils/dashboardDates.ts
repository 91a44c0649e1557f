import { productTimeZone } from '../../ui/dates';

/** A calendar day (YYYY-MM-DD) as the language writes a short date: 'Nov 28', '11월 28일', 'Nob 28'. */
export function shortDay(date: string, locale: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at)) return date;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at);
}

/** An instant as the language writes a date and time, in the product's calendar (Manila). */
export function dayAndTime(value: string, locale: string): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: productTimeZone(),
  }).format(at);
}
