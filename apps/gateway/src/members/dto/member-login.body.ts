import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MemberLoginRequest } from '@stamp/contracts';

/** `POST /wifi-user/login`: the e-mail and password, and the device token of an earlier login, if kept. */
export class MemberLoginBody extends MemberLoginRequest {
  @ApiPropertyOptional({
    description:
      'The device_token an earlier login on this device answered: failed logins from the device then count ' +
      "in its own budget, not the account's",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  device_token?: string;
}
