import { BadRequestException } from '@nestjs/common';
import { PUSH_PAGE_MAX, PageMessage } from '@stamp/contracts';

function positiveInt(value: string | undefined, name: string, max?: number): number | undefined {
  if (value === undefined || value === '') {
    return undefined;
  }
  const number = Number(value);
  if (
    !/^\d+$/.test(value) ||
    !Number.isSafeInteger(number) ||
    number < 1 ||
    (max !== undefined && number > max)
  ) {
    throw new BadRequestException(
      max === undefined
        ? `${name} must be a positive whole number`
        : `${name} must be a whole number from 1 to ${max}`,
    );
  }
  return number;
}

/** `?limit=` (1..100, default 50) and `?before=<id>`: keyset paging of the push lists and the inbox. */
export function pageOf(limit: string | undefined, before: string | undefined): PageMessage {
  return { limit: positiveInt(limit, 'limit', PUSH_PAGE_MAX), before: positiveInt(before, 'before') };
}
