import { BadRequestException, PipeTransform } from '@nestjs/common';
import { POSTGRES_INT_MAX } from '@stamp/server-kit/validation';
import { MESSAGES } from '@stamp/shared';

interface Bounds {
  min?: number;
  max?: number;
}

/**
 * The gateway's one id rule: an id (or any whole number a route reads from its path or query) is written
 * in digits and lies from 1 to the largest Postgres integer; anything else is a 400 naming the value,
 * never a 500 from the database.
 */
export function parseId(
  value: string,
  name: string,
  { min = 1, max = POSTGRES_INT_MAX }: Bounds = {},
): number {
  const id = wellFormedId(value, { min, max });
  if (id === undefined) {
    throw new BadRequestException(`${name} must be a whole number from ${String(min)} to ${String(max)}`);
  }
  return id;
}

/** The id rule without the 400: the number, or undefined when `value` breaks the rule. */
export function wellFormedId(
  value: string,
  { min = 1, max = POSTGRES_INT_MAX }: Bounds = {},
): number | undefined {
  const number = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return number >= min && number <= max ? number : undefined;
}

/** The same rule for an optional query value: absent or empty gives undefined. */
export function parseOptionalId(
  value: string | undefined,
  name: string,
  bounds?: Bounds,
): number | undefined {
  return value === undefined || value === '' ? undefined : parseId(value, name, bounds);
}

/** A path id as a pipe: `@Param('id', idPipe())`. */
export function idPipe(name = 'id'): PipeTransform<string, number> {
  return { transform: (value: string) => parseId(value, name) };
}

/** A path value searched for (a region, a name, a code): trimmed, and a 400 when blank. */
export function searchTextPipe(): PipeTransform<string, string> {
  return {
    transform: (value: string) => {
      const trimmed = value.trim();
      if (!trimmed) {
        throw new BadRequestException(MESSAGES.searchValueRequired);
      }
      return trimmed;
    },
  };
}

/** The members list's path offset: how many to skip, from 0 (empty: 0). */
export function offsetPipe(): PipeTransform<string, number> {
  return { transform: (value: string) => parseOptionalId(value, 'offset', { min: 0 }) ?? 0 };
}
