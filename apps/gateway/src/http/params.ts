import { BadRequestException, ParseIntPipe } from '@nestjs/common';

/** A path id that is not a positive integer is a 400 with a clear message, never a 500. */
export function idPipe(name = 'id'): ParseIntPipe {
  return new ParseIntPipe({
    exceptionFactory: () => new BadRequestException(`${name} must be a positive whole number`),
  });
}

export function positiveId(value: number, name = 'id'): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new BadRequestException(`${name} must be a positive whole number`);
  }
  return value;
}
