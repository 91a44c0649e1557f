import { ApiProperty } from '@nestjs/swagger';
import { AdminView, MemberView } from '@stamp/contracts';

export class MemberLoginView {
  @ApiProperty({ description: 'A member token (bearer)' }) token!: string;
  @ApiProperty({ type: MemberView }) member!: MemberView;
}

export class AdminLoginView {
  @ApiProperty({ description: 'An admin token (bearer)' }) token!: string;
  @ApiProperty({ type: AdminView }) admin!: AdminView;
}
