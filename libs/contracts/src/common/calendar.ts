import { IsTimeZone, ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';
import { isCalendarDate } from '@stamp/shared/rules';

// The date rule is the shared rules' (the mission forms of the web check it too).
export { isCalendarDate };

/** The longest range of days an aggregate over days answers (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` (before it when negative); both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1,
  );
}

export const IsCalendarDate = (name: string, options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => isCalendarDate(value),
        defaultMessage: () => `${name} must be a date (YYYY-MM-DD)`,
      },
    },
    options,
  );

/** `to` is a date from `from` up to MAX_RANGE_DAYS - 1 days after it. */
const IsRangeEnd = (): PropertyDecorator =>
  ValidateBy({
    name: 'isRangeEnd',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const from = (args?.object as { from?: unknown } | undefined)?.from;
        if (!isCalendarDate(value) || !isCalendarDate(from)) {
          return true;
        }
        const days = daysInRange(from, value);
        return days >= 1 && days <= MAX_RANGE_DAYS;
      },
      defaultMessage: () => `to must be on or after from, and at most ${String(MAX_RANGE_DAYS)} days in all`,
    },
  });

/** Calendar days from `from` to `to` (both included) in an IANA time zone: the days of a per-day count. */
export class DayRangeMessage {
  @IsCalendarDate('from') from!: string;
  @IsCalendarDate('to') @IsRangeEnd() to!: string;
  @IsTimeZone({ message: 'timeZone must be an IANA time zone, e.g. Asia/Manila' }) timeZone!: string;
}
