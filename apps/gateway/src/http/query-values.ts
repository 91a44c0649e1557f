import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { POSTGRES_INT_MAX } from '@stamp/server-kit/validation';
import { MESSAGES } from '@stamp/shared';

/**
 * Decorators of the gateway's query classes (`@Query() query: XQuery`), keeping the rules the routes had when
 * they parsed their queries by hand: a value given empty counts as absent, a whole number is written in
 * digits (the one id rule of params.ts, with its message), a choice names its choices.
 */
const emptyAsAbsent = (value: unknown): unknown => (value === '' ? undefined : value);

interface Bounds {
  min?: number;
  max?: number;
}

/** An optional whole number from `min` to `max` (default 1 to the largest Postgres integer). */
export function OptionalWholeNumber(name: string, { min = 1, max = POSTGRES_INT_MAX }: Bounds = {}) {
  const message = `${name} must be a whole number from ${String(min)} to ${String(max)}`;
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : emptyAsAbsent(value),
    ),
    IsOptional(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
}

/** An optional choice among `choices`. */
export function OptionalChoice(name: string, choices: readonly string[]) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => emptyAsAbsent(value)),
    IsOptional(),
    IsIn(choices, { message: `${name} must be one of ${choices.join(', ')}` }),
  );
}

/** An optional search text: trimmed, and not blank when given. */
export function OptionalSearchText() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString({ message: MESSAGES.searchValueRequired }),
    MinLength(1, { message: MESSAGES.searchValueRequired }),
  );
}
