import { DomainError, MemberErrorCode, MemberRequests, MemberView } from '@stamp/contracts';
import { SessionCheck } from '../auth/session-check';
import { TokenService } from '../auth/token.service';
import { GatewaySettings } from '../gateway.settings';
import { Caller } from '../http/caller';
import { MemoryRateLimitStore } from '../rate-limit/rate-limit.store';
import { RateLimiter, TooManyRequestsException } from '../rate-limit/rate-limiter';
import { FakeGatewayBus } from '../test/fake-gateway-bus';
import { DeviceTokens } from './device-tokens';
import { MemberLoginsService } from './member-logins.service';
import { MembersService } from './members.service';

const PHONE: Caller = { principal: undefined, requestId: 'req-phone', ip: '10.0.0.2' };
const STRANGER: Caller = { principal: undefined, requestId: 'req-stranger', ip: '203.0.113.9' };
const EMAIL = 'juan@example.ph';
const RIGHT = 'kape1234';
const MEMBER_VIEW = { bbs_no: 7, member_id: EMAIL } as MemberView;

describe(MemberLoginsService.name, () => {
  let bus: FakeGatewayBus;
  let sut: MemberLoginsService;

  beforeEach(() => {
    bus = new FakeGatewayBus();
    bus.answer(MemberRequests.verifyLogin, ({ password }) => {
      if (password !== RIGHT) {
        throw new DomainError(MemberErrorCode.InvalidCredentials, 'Please check your email and password.');
      }
      return {
        account: MEMBER_VIEW,
        session: {
          session_id: '5e55a0a0-0000-4000-8000-000000000001',
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        },
      };
    });
    const sessions: SessionCheck = {
      isLive: () => Promise.resolve(true),
      forget: () => undefined,
    };
    const rateLimiter = new RateLimiter(new MemoryRateLimitStore());
    const members = new MembersService(
      bus.asCallerBus(),
      new GatewaySettings(),
      new TokenService('member-logins-test-secret'),
      rateLimiter,
      sessions,
    );
    sut = new MemberLoginsService(
      members,
      rateLimiter,
      new DeviceTokens('member-logins-test-secret'.padEnd(40, 'x')),
    );
  });

  async function strangerSpendsTheAccount(): Promise<void> {
    for (let i = 0; i < 10; i++) {
      await expect(sut.logIn(STRANGER, { email: EMAIL, password: `guess-${String(i)}` })).rejects.toThrow(
        DomainError,
      );
    }
  }

  it('answers a device token with the login, and sends the member service no device token', async () => {
    const login = await sut.logIn(PHONE, { email: EMAIL, password: RIGHT, device_token: 'whatever' });

    expect(login).toMatchObject({ member: MEMBER_VIEW, device_token: expect.any(String) as string });
    expect(bus.sent.map((sent) => sent.payload)).toEqual([{ email: EMAIL, password: RIGHT }]);
  });

  it("lets a device that signed in before log in when strangers have spent the account's budget", async () => {
    const { device_token: deviceToken } = await sut.logIn(PHONE, { email: EMAIL, password: RIGHT });
    await strangerSpendsTheAccount();

    await expect(sut.logIn(PHONE, { email: EMAIL, password: RIGHT })).rejects.toThrow(
      TooManyRequestsException,
    );
    await expect(
      sut.logIn(PHONE, { email: EMAIL, password: RIGHT, device_token: deviceToken }),
    ).resolves.toMatchObject({
      member: MEMBER_VIEW,
    });
  });

  it("counts a known device's wrong passwords in its own budget, leaving the account's alone", async () => {
    const { device_token: deviceToken } = await sut.logIn(PHONE, { email: EMAIL, password: RIGHT });
    for (let i = 0; i < 10; i++) {
      await expect(
        sut.logIn(PHONE, { email: EMAIL, password: 'typo', device_token: deviceToken }),
      ).rejects.toThrow(DomainError);
    }

    await expect(
      sut.logIn(PHONE, { email: EMAIL, password: RIGHT, device_token: deviceToken }),
    ).rejects.toThrow(TooManyRequestsException);
    await expect(sut.logIn(STRANGER, { email: EMAIL, password: RIGHT })).resolves.toMatchObject({
      member: MEMBER_VIEW,
    });
  });

  it('logs in by the deprecated path twin with the same budgets', async () => {
    await strangerSpendsTheAccount();

    await expect(sut.logInByPath(PHONE, EMAIL, RIGHT)).rejects.toThrow(TooManyRequestsException);
  });
});
