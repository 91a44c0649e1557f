import { ApiProperty } from '@nestjs/swagger';
import { AdminView, MemberView } from '@stamp/contracts';

export class MemberLoginView {
  @ApiProperty({ description: 'A member token (bearer)' }) token!: string;
  @ApiProperty({ type: MemberView }) member!: MemberView;
}

/** A member login's answer: the login, and the device's token for the next login (DeviceTokens). */
export class MemberDeviceLoginView extends MemberLoginView {
  @ApiProperty({
    description:
      'Keep it on the device and send it as device_token with the next login for this e-mail: failed logins ' +
      "from the device then count in a budget of its own, not the account's. Good for 180 days.",
  })
  device_token!: string;
}

export class AdminLoginView {
  @ApiProperty({ description: 'An admin token (bearer)' }) token!: string;
  @ApiProperty({ type: AdminView }) admin!: AdminView;
}
