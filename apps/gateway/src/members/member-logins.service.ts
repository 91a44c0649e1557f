import { Injectable } from '@nestjs/common';
import { DomainError, MemberErrorCode, MemberLoginRequest } from '@stamp/contracts';
import { validateMessage } from '@stamp/server-kit/validation';
import { Caller } from '../http/caller';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { DeviceTokens } from './device-tokens';
import { MemberLoginBody } from './dto/member-login.body';
import { MemberDeviceLoginView } from './member-login.view';
import { MembersService } from './members.service';

/** A wrong e-mail or password: what the failure budgets count (a suspended member's right password is not). */
export function isWrongMemberLogin(error: unknown): boolean {
  return error instanceof DomainError && error.code === MemberErrorCode.InvalidCredentials;
}

/**
 * Member logins and their failure budgets (docs/abuse-limits.md): a device that brings a valid device token
 * for the e-mail spends its own budget, any other attempt the account's; only failures are counted. A
 * successful login gives the device a fresh token (the same device id).
 */
@Injectable()
export class MemberLoginsService {
  constructor(
    private readonly members: MembersService,
    private readonly rateLimiter: RateLimiter,
    private readonly devices: DeviceTokens,
  ) {}

  async logIn(caller: Caller, body: MemberLoginBody): Promise<MemberDeviceLoginView> {
    const { device_token: deviceToken, ...credentials } = body;
    const device = this.devices.deviceOf(deviceToken, credentials.email);
    const login = await this.rateLimiter.limitFailures(
      AbuseLimits.memberLoginFailures(credentials.email, device),
      () => this.members.logIn(caller, credentials),
      isWrongMemberLogin,
    );
    return Object.assign(login, { device_token: this.devices.issue(credentials.email, device ?? undefined) });
  }

  /** The deprecated GET twin: the path's e-mail and password, validated as the POST body is; no device. */
  async logInByPath(caller: Caller, email: string, password: string): Promise<MemberDeviceLoginView> {
    return this.logIn(caller, await validateMessage(MemberLoginRequest, { email, password }));
  }
}
