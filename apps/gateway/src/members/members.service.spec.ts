import { DomainError, MemberErrorCode, MemberRequests, MemberView } from '@stamp/contracts';
import { SessionCheck } from '../auth/session-check';
import { TokenService } from '../auth/token.service';
import { GatewaySettings } from '../gateway.settings';
import { AdminCaller, MemberCaller } from '../http/caller';
import { MemoryRateLimitStore } from '../rate-limit/rate-limit.store';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { FakeGatewayBus } from '../test/fake-gateway-bus';
import { MembersService } from './members.service';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

const ADMIN: AdminCaller = {
  principal: { kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID },
  requestId: 'req-admin',
  ip: '10.0.0.1',
};
const MEMBER: MemberCaller = {
  principal: { kind: 'member', memberNo: 7, sessionId: SESSION_ID },
  requestId: 'req-member',
  ip: '10.0.0.2',
};
const MEMBER_VIEW = { bbs_no: 7, member_id: 'juan@example.ph' } as MemberView;

describe(MembersService.name, () => {
  const tokens = new TokenService('members-service-test-secret');
  let bus: FakeGatewayBus;
  let forgotten: number[];
  let sut: MembersService;

  beforeEach(() => {
    bus = new FakeGatewayBus();
    forgotten = [];
    const sessions: SessionCheck = {
      isLive: () => Promise.resolve(true),
      forget: (_kind, memberNo) => forgotten.push(memberNo),
    };
    sut = new MembersService(
      bus.asCallerBus(),
      new GatewaySettings(),
      tokens,
      new RateLimiter(new MemoryRateLimitStore()),
      sessions,
    );
  });

  describe('update', () => {
    it("lets an admin set join_check, and forgets the member's cached status", async () => {
      bus.answer(MemberRequests.setStatus, () => MEMBER_VIEW);

      await expect(sut.update(ADMIN, { member_id: 'juan@example.ph', join_check: 1 })).resolves.toBe(
        MEMBER_VIEW,
      );
      expect(bus.sent.map((sent) => [sent.subject, sent.payload])).toEqual([
        [MemberRequests.setStatus.subject, { member_id: 'juan@example.ph', join_check: 1 }],
      ]);
      expect(forgotten).toEqual([7]);
    });

    it("changes a member's own profile with the member's fields, never the admin's", async () => {
      bus.answer(MemberRequests.updateProfile, () => MEMBER_VIEW);

      await sut.update(MEMBER, { bbs_no: 7, member_name: 'Juan', join_check: 2 });

      expect(bus.sent.map((sent) => [sent.subject, sent.payload])).toEqual([
        [MemberRequests.updateProfile.subject, { member_name: 'Juan', memberNo: 7, sessionId: SESSION_ID }],
      ]);
    });

    it("refuses an admin's change other than join_check 1 or 2 before it asks the member service", async () => {
      await expect(sut.update(ADMIN, { member_id: 'juan@example.ph', join_check: 0 })).rejects.toThrow(
        'join_check must be 1 (suspended) or 2 (active)',
      );
      expect(bus.sent).toEqual([]);
    });
  });

  it('signs a member token for the member the member service verified', async () => {
    bus.answer(MemberRequests.verifyLogin, () => ({
      account: MEMBER_VIEW,
      session: { session_id: SESSION_ID, expires_at: new Date(Date.now() + 60_000).toISOString() },
    }));

    const login = await sut.logIn(MEMBER, { email: 'juan@example.ph', password: 'secret-1' });

    expect(tokens.verify(login.token)).toEqual({ kind: 'member', memberNo: 7, sessionId: SESSION_ID });
    expect(login.member).toBe(MEMBER_VIEW);
  });

  describe('findId', () => {
    const answerFindId = (...candidates: [string, boolean][]) =>
      bus.answer(MemberRequests.findId, () => ({
        candidates: candidates.map(([member_id, matches]) => ({ member_id, matches })),
      }));

    it('answers the e-mail of the namesake whose password it is', async () => {
      answerFindId(['ana@example.ph', false], ['juan@example.ph', true]);

      await expect(sut.findId(MEMBER, 'Juan', 'Dela Cruz', 'kape1234')).resolves.toBe('juan@example.ph');
    });

    it("counts a wrong password in each namesake's login budget; a spent one is not found, even when right", async () => {
      answerFindId(['juan@example.ph', false]);
      for (let i = 0; i < 10; i++) {
        await expect(sut.findId(MEMBER, 'Juan', 'Dela Cruz', 'guess')).rejects.toThrow('ID not found.');
      }
      answerFindId(['juan@example.ph', true]);

      const error = await sut.findId(MEMBER, 'Juan', 'Dela Cruz', 'kape1234').catch((e: unknown) => e);

      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(MemberErrorCode.IdNotFound);
    });
  });

  it("forgets a deleted member's cached status even when the deletion fails", async () => {
    await expect(sut.remove(ADMIN, 9)).rejects.toThrow('no answer');
    expect(forgotten).toEqual([9]);
  });

  it('asks for a page of members with the defaults of an empty query and the one search', async () => {
    bus.answer(MemberRequests.listMembers, () => []);

    await sut.list(ADMIN, {}, { name: 'Juan' });

    expect(bus.sent[0]).toEqual({
      subject: MemberRequests.listMembers.subject,
      payload: { offset: 0, status: 'all', name: 'Juan' },
      requestId: 'req-admin',
    });
  });
});
