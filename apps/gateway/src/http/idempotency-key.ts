import { BadRequestException } from '@nestjs/common';
import { IDEMPOTENCY_KEY_PATTERN } from '@stamp/contracts';

/** The optional Idempotency-Key header: 1 to 200 printable characters, no spaces (else 400). */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) {
    return undefined;
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestException('Idempotency-Key must be 1 to 200 printable characters without spaces.');
  }
  return header;
}
