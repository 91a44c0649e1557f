import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, ErrorCode, ErrorParams } from '@stamp/shared';

/** The answer of a delete that has nothing else to say. */
export class DeletionView {
  @ApiProperty({ enum: [true] }) deleted!: true;
}

/** The answer of leaving the membership. */
export class WithdrawnView {
  @ApiProperty({ enum: [true] }) withdrawn!: true;
}

/** The answer of a password reset. */
export class PasswordResetView {
  @ApiProperty({ enum: [true] }) reset!: true;
}

/**
 * Every error answer: `{statusCode, message, errors}` (api-contract.md, "Errors"), and beside them a stable
 * `code` to branch on and translate, with the `params` its message was filled with (docs/api.md).
 */
export class ErrorView {
  @ApiProperty({ type: 'integer', example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'Please enter the mission name.' }) message!: string;
  @ApiProperty({ type: [String], example: ['Please enter the mission name.'] }) errors!: string[];

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'MISSION_NAME_REQUIRED',
    description:
      "One per product message (its words are `message`), or a generic one by the status when the message is none of the product's.",
  })
  code!: ErrorCode;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    example: { limit: '3', retryAfterSeconds: 3600 },
    description:
      "The values filled into the message's placeholders, and retryAfterSeconds when the answer has a Retry-After.",
  })
  params?: ErrorParams;
}
