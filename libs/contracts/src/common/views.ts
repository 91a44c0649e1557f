import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

/** Every error answer: `{statusCode, message, errors}` (api-contract.md, "Errors"). */
export class ErrorView {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiPropertyOptional({
    example: 'otp_required',
    description: 'A stable code to branch on, for the errors that have one (`otp_required`)',
  })
  code?: string;
  @ApiProperty({ example: 'Please enter the mission name.' }) message!: string;
  @ApiProperty({ type: [String], example: ['Please enter the mission name.'] }) errors!: string[];
}
