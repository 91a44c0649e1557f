/** The date part of an ISO timestamp or date (spec §9: "other dates shown date part only"). */
export function datePart(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** A push date: YYYY.MM.DD (spec §9). */
export function pushDate(value: string): string {
  return datePart(value).replaceAll('-', '.');
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
