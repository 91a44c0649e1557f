import { SessionsRepository } from '@stamp/server-kit/database';
import {
  CommonErrorCode,
  JOIN_CHECK,
  MemberErrorCode,
  UpdateProfileMessage,
  SignUpRequest,
} from '@stamp/contracts';
import { areaId, regionId } from '@stamp/regions';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { FakeSessionsRepository, FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { PasswordResetsRepository } from '../password-resets/password-resets.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import {
  FakeClock,
  FakeMembersRepository,
  FakePasswordHasher,
  FakePasswordResetsRepository,
  REG_DT,
  memberEntity,
  NOW,
} from '../test/fakes';
import { MembersRepository } from './members.repository';
import { MemberServiceSettings } from '../member-service.settings';
import { MembersService } from './members.service';
import { DormancyService } from '../dormancy/dormancy.service';
import { MemberErrors } from '../member.errors';

/** The dormancy rules as the login sees them: logins recorded, a dormant account refused. */
class FakeDormancy {
  readonly logins: number[] = [];
  readonly refused: number[] = [];

  recordLogin(memberNo: number): Promise<void> {
    this.logins.push(memberNo);
    return Promise.resolve();
  }

  refuseDormantLogin(member: { memberNo: number }): Promise<never> {
    this.refused.push(member.memberNo);
    return Promise.reject(MemberErrors.accountDormant());
  }
}

const NCR = regionId('National Capital Region (NCR)') ?? 0;
const MAKATI = areaId('National Capital Region (NCR)', 'Makati City') ?? 0;
const CENTRAL_VISAYAS = regionId('Region VII (Central Visayas)') ?? 0;
const CEBU = areaId('Region VII (Central Visayas)', 'Cebu') ?? 0;

function signUpRequest(fields: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    privacy_agreed: true,
    member_id: '  Juan@Example.PH ',
    member_name: 'Juan',
    member_name2: 'Dela Cruz',
    member_pass: 'kape1234',
    member_pass_confirm: 'kape1234',
    hphone_num: '09171234567',
    area1: NCR,
    area2: MAKATI,
    addr1: '123 Ayala Ave.',
    ...fields,
  };
}

describe(MembersService.name, () => {
  let members: FakeMembersRepository;
  let resets: FakePasswordResetsRepository;
  let hasher: FakePasswordHasher;
  let unitOfWork: FakeUnitOfWork;
  let clock: FakeClock;
  let dormancy: FakeDormancy;
  let sut: MembersService;

  function build(...existing: ReturnType<typeof memberEntity>[]): void {
    members = new FakeMembersRepository(...existing);
    resets = new FakePasswordResetsRepository();
    hasher = new FakePasswordHasher();
    unitOfWork = new FakeUnitOfWork();
    clock = new FakeClock(NOW);
    dormancy = new FakeDormancy();
    sut = new MembersService(
      members as unknown as MembersRepository,
      resets as unknown as PasswordResetsRepository,
      hasher as unknown as PasswordHasher,
      unitOfWork as unknown as UnitOfWork,
      new FakeSessionsRepository() as unknown as SessionsRepository,
      clock,
      Object.assign(new MemberServiceSettings(), { FIND_ID_CANDIDATES: 3 }),
      dormancy as unknown as DormancyService,
    );
  }

  beforeEach(() => {
    build();
  });

  describe('signUp', () => {
    it('stores the member with the e-mail lower-cased and the password hashed, and emits member.registered', async () => {
      const { bbs_no } = await sut.signUp(signUpRequest());

      expect(members.rows.get(bbs_no)).toMatchObject({
        memberId: 'juan@example.ph',
        memberName: 'Juan',
        memberName2: 'Dela Cruz',
        memberPass: 'hashed:kape1234',
        area1: NCR,
        area2: MAKATI,
        point: 0,
        joinCheck: JOIN_CHECK.active,
      });
      expect(unitOfWork.events).toEqual([
        {
          subject: 'member.registered',
          payload: { memberNo: bbs_no, area1: NCR, area2: MAKATI, reg_dt: REG_DT.toISOString() },
        },
      ]);
    });

    it('fills what was not given with the defaults (-1 areas, empty texts)', async () => {
      const { bbs_no } = await sut.signUp(
        signUpRequest({ hphone_num: undefined, area1: undefined, area2: undefined, addr1: undefined }),
      );

      expect(members.rows.get(bbs_no)).toMatchObject({
        area1: -1,
        area2: -1,
        hphoneNum: '',
        addr1: '',
        gcashid: '',
      });
    });

    it('fails with every message in order, storing and emitting nothing', async () => {
      const error = await domainErrorOf(sut.signUp({}));

      expect(error.code).toBe(CommonErrorCode.ValidationFailed);
      expect(error.message).toBe('Please agree to the privacy policy.');
      expect(error.errors).toEqual([
        'Please agree to the privacy policy.',
        'Please fill the first name and last name.',
        'Please fill the email.',
        'Please fill the password.',
      ]);
      expect(members.rows.size).toBe(0);
      expect(unitOfWork.events).toEqual([]);
    });

    it('refuses an address whose province lies in another region', async () => {
      const error = await domainErrorOf(sut.signUp(signUpRequest({ area1: NCR, area2: CEBU })));

      expect(error.errors).toEqual(['Invalid address']);
    });

    it('refuses an e-mail already registered in another case', async () => {
      build(memberEntity({ memberNo: 1, memberId: 'juan@example.ph' }));

      const error = await domainErrorOf(sut.signUp(signUpRequest({ member_id: 'JUAN@example.ph' })));

      expect(error.code).toBe(MemberErrorCode.EmailTaken);
      expect(error.message).toBe('This email is already registered.');
      expect(unitOfWork.events).toEqual([]);
    });

    it('answers EmailTaken when the unique index refuses a sign-up racing another', async () => {
      build(memberEntity({ memberNo: 1, memberId: 'juan@example.ph' }));
      jest.spyOn(members, 'emailExists').mockResolvedValue(false);

      const error = await domainErrorOf(sut.signUp(signUpRequest()));

      expect(error.code).toBe(MemberErrorCode.EmailTaken);
    });
  });

  describe('verifyLogin', () => {
    it('returns the member, with no password or hash in it, for the right e-mail in any case, and opens a session', async () => {
      build(memberEntity());

      const { account: view, session } = await sut.verifyLogin({
        email: ' JUAN@example.ph',
        password: 'kape1234',
      });

      expect(session.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(view).toMatchObject({ bbs_no: 42, member_id: 'juan@example.ph', join_check: 2 });
      expect(Object.keys(view)).not.toContain('member_pass');
      expect(JSON.stringify(view)).not.toContain('hashed:');
      expect(dormancy.logins).toEqual([42]);
    });

    it('refuses a dormant member with the right password as dormant, and opens no session', async () => {
      build(memberEntity({ dormantAt: new Date('2026-10-01T00:00:00Z') }));

      const error = await domainErrorOf(sut.verifyLogin({ email: 'juan@example.ph', password: 'kape1234' }));

      expect(error.code).toBe(MemberErrorCode.AccountDormant);
      expect(dormancy.refused).toEqual([42]);
      expect(dormancy.logins).toEqual([]);
    });

    it('does not reveal dormancy to a wrong password', async () => {
      build(memberEntity({ dormantAt: new Date('2026-10-01T00:00:00Z') }));

      const error = await domainErrorOf(sut.verifyLogin({ email: 'juan@example.ph', password: 'wrong' }));

      expect(error.code).toBe(MemberErrorCode.InvalidCredentials);
      expect(dormancy.refused).toEqual([]);
    });

    it('refuses a wrong password', async () => {
      build(memberEntity());

      const error = await domainErrorOf(sut.verifyLogin({ email: 'juan@example.ph', password: 'wrong' }));

      expect(error.code).toBe(MemberErrorCode.InvalidCredentials);
      expect(error.message).toBe('Please check your email and password.');
    });

    it('refuses an unknown e-mail the same way, after a dummy verification', async () => {
      const error = await domainErrorOf(
        sut.verifyLogin({ email: 'nobody@example.ph', password: 'kape1234' }),
      );

      expect(error.code).toBe(MemberErrorCode.InvalidCredentials);
      expect(hasher.dummyVerifications).toBe(1);
    });

    it('tells a suspended member with the right password that the account is disabled', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.suspended }));

      const error = await domainErrorOf(sut.verifyLogin({ email: 'juan@example.ph', password: 'kape1234' }));

      expect(error.code).toBe(MemberErrorCode.AccountDisabled);
      expect(error.message).toBe('Your account has been disabled. Please contact the administrator.');
    });

    it('does not reveal a suspension to a wrong password', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.suspended }));

      const error = await domainErrorOf(sut.verifyLogin({ email: 'juan@example.ph', password: 'wrong' }));

      expect(error.code).toBe(MemberErrorCode.InvalidCredentials);
    });

    it('answers a withdrawn member as an unknown one', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.withdrawn }));

      const error = await domainErrorOf(sut.verifyLogin({ email: 'juan@example.ph', password: 'kape1234' }));

      expect(error.code).toBe(MemberErrorCode.InvalidCredentials);
      expect(hasher.dummyVerifications).toBe(1);
    });
  });

  describe('getMember and getStatus', () => {
    it('answers User not found for an unknown member', async () => {
      const error = await domainErrorOf(sut.getMember(7));
      const statusError = await domainErrorOf(sut.getStatus(7));

      expect(error.code).toBe(MemberErrorCode.MemberNotFound);
      expect(error.message).toBe('User not found');
      expect(statusError.code).toBe(MemberErrorCode.MemberNotFound);
    });

    it('gives the join_check of a suspended member', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.suspended }));

      await expect(sut.getStatus(42)).resolves.toEqual({ join_check: 1 });
    });

    it('no longer shows a withdrawn member, whose status reads 0', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.withdrawn }));

      expect((await domainErrorOf(sut.getMember(42))).code).toBe(MemberErrorCode.MemberNotFound);
      await expect(sut.getStatus(42)).resolves.toEqual({ join_check: 0 });
    });
  });

  describe('list and count', () => {
    it('lists and counts only members who have not withdrawn', async () => {
      build(
        memberEntity({ memberNo: 1, memberId: 'a@example.ph' }),
        memberEntity({ memberNo: 2, memberId: 'b@example.ph', joinCheck: JOIN_CHECK.suspended }),
        memberEntity({ memberNo: 3, memberId: 'withdrawn-3@invalid', joinCheck: JOIN_CHECK.withdrawn }),
      );

      const all = await sut.list({ offset: 0, status: 'all' });

      expect(all.map((member) => member.bbs_no)).toEqual([2, 1]);
      await expect(sut.count({ status: 'all' })).resolves.toBe(2);
      await expect(sut.count({ status: 'inactive' })).resolves.toBe(1);
    });
  });

  describe('setStatus', () => {
    it('suspends an active member and emits member.suspended', async () => {
      build(memberEntity());

      const view = await sut.setStatus({ member_id: 'Juan@Example.ph', join_check: 1 });

      expect(view.join_check).toBe(1);
      expect(members.rows.get(42)?.joinCheck).toBe(1);
      expect(unitOfWork.events).toEqual([{ subject: 'member.suspended', payload: { memberNo: 42 } }]);
    });

    it('reactivates a suspended member and emits member.reactivated', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.suspended }));

      await sut.setStatus({ member_id: 'juan@example.ph', join_check: 2 });

      expect(members.rows.get(42)?.joinCheck).toBe(2);
      expect(unitOfWork.events).toEqual([{ subject: 'member.reactivated', payload: { memberNo: 42 } }]);
    });

    it('emits nothing when the status does not change', async () => {
      build(memberEntity());

      await sut.setStatus({ member_id: 'juan@example.ph', join_check: 2 });

      expect(unitOfWork.events).toEqual([]);
    });

    it.each([0, 3, -1])('refuses join_check %d: only 1 and 2 may be set', async (joinCheck) => {
      build(memberEntity());

      const error = await domainErrorOf(
        sut.setStatus({ member_id: 'juan@example.ph', join_check: joinCheck }),
      );

      expect(error.code).toBe(CommonErrorCode.ValidationFailed);
      expect(members.rows.get(42)?.joinCheck).toBe(2);
    });

    it('cannot bring back a withdrawn member', async () => {
      build(memberEntity({ memberId: 'withdrawn-42@invalid', joinCheck: JOIN_CHECK.withdrawn }));

      const error = await domainErrorOf(sut.setStatus({ member_id: 'withdrawn-42@invalid', join_check: 2 }));

      expect(error.code).toBe(MemberErrorCode.MemberNotFound);
      expect(members.rows.get(42)?.joinCheck).toBe(0);
    });

    it('answers User not found for an unknown e-mail', async () => {
      const error = await domainErrorOf(sut.setStatus({ member_id: 'nobody@example.ph', join_check: 1 }));

      expect(error.code).toBe(MemberErrorCode.MemberNotFound);
    });
  });

  describe('updateProfile', () => {
    const change = (fields: Partial<UpdateProfileMessage>): UpdateProfileMessage => ({
      memberNo: 42,
      ...fields,
    });

    it('changes the given fields, keeps the others and emits member.updated', async () => {
      build(memberEntity({ area1: NCR, area2: MAKATI }));

      const view = await sut.updateProfile(
        change({ member_name: ' Juanito ', area1: CENTRAL_VISAYAS, area2: CEBU, addr1: 'Colon St.' }),
      );

      expect(view).toMatchObject({
        member_name: 'Juanito',
        member_name2: 'Dela Cruz',
        area1: CENTRAL_VISAYAS,
        area2: CEBU,
        addr1: 'Colon St.',
      });
      expect(members.rows.get(42)?.memberPass).toBe('hashed:kape1234');
      expect(unitOfWork.events).toEqual([
        {
          subject: 'member.updated',
          payload: { memberNo: 42, area1: CENTRAL_VISAYAS, area2: CEBU, reg_dt: REG_DT.toISOString() },
        },
      ]);
    });

    it('sets a new password when both fields agree', async () => {
      build(memberEntity());

      await sut.updateProfile(change({ member_pass: 'new-pass', member_pass_confirm: 'new-pass' }));

      expect(members.rows.get(42)?.memberPass).toBe('hashed:new-pass');
    });

    it('refuses differing passwords, changing nothing', async () => {
      build(memberEntity());

      const error = await domainErrorOf(
        sut.updateProfile(
          change({ member_name: 'Juanito', member_pass: 'new-pass', member_pass_confirm: 'x' }),
        ),
      );

      expect(error.errors).toEqual(['Password does not match']);
      expect(members.rows.get(42)).toMatchObject({ memberName: 'Juan', memberPass: 'hashed:kape1234' });
      expect(unitOfWork.events).toEqual([]);
    });

    it('asks for province and address when only the region changes', async () => {
      build(memberEntity({ area1: NCR, area2: MAKATI }));

      const error = await domainErrorOf(sut.updateProfile(change({ area1: CENTRAL_VISAYAS })));

      expect(error.errors).toEqual(['Region has been changed. Please fill province and address']);
    });

    it('refuses a phone number with letters', async () => {
      build(memberEntity());

      const error = await domainErrorOf(sut.updateProfile(change({ hphone_num: '0917 CALL ME' })));

      expect(error.errors).toEqual(['Phone number must contain numbers only.']);
    });

    it.each([
      ['suspended', JOIN_CHECK.suspended],
      ['withdrawn', JOIN_CHECK.withdrawn],
    ])('answers User not found to a %s member', async (_state, joinCheck) => {
      build(memberEntity({ joinCheck }));

      const error = await domainErrorOf(sut.updateProfile(change({ member_name: 'Juanito' })));

      expect(error.code).toBe(MemberErrorCode.MemberNotFound);
      expect(members.rows.get(42)?.memberName).toBe('Juan');
    });
  });

  describe('withdraw and deleteMember', () => {
    async function withPendingResets(): Promise<void> {
      await resets.insert({ memberNo: 42, tokenHash: 'a'.repeat(64), expiresAt: clock.now() }, {} as never);
      await resets.insert({ memberNo: 7, tokenHash: 'b'.repeat(64), expiresAt: clock.now() }, {} as never);
    }

    it('erases the personal data, keeps the member number, reg_dt and points, and emits member.withdrawn', async () => {
      build(memberEntity({ area1: NCR, area2: MAKATI }));
      await withPendingResets();

      await expect(sut.withdraw({ memberNo: 42, email: 'JUAN@example.ph' })).resolves.toEqual({
        withdrawn: true,
      });

      expect(members.rows.get(42)).toEqual(
        memberEntity({
          memberNo: 42,
          memberId: 'withdrawn-42@invalid',
          memberName: '',
          memberName2: '',
          memberPass: expect.stringMatching(/^hashed:/) as unknown as string,
          hphoneNum: '',
          gcashid: '',
          addr1: '',
          area1: -1,
          area2: -1,
          regDt: REG_DT,
          point: 7,
          joinCheck: 0,
          withdrawnAt: clock.now(),
        }),
      );
      expect(members.rows.get(42)?.memberPass).not.toBe('hashed:kape1234');
      expect(resets.rows.map((row) => row.memberNo)).toEqual([7]);
      expect(unitOfWork.events).toEqual([{ subject: 'member.withdrawn', payload: { memberNo: 42 } }]);
    });

    it('lets nobody log in with the old e-mail, and frees it for a new sign-up', async () => {
      build(memberEntity());
      await sut.withdraw({ memberNo: 42, email: 'juan@example.ph' });

      const error = await domainErrorOf(sut.verifyLogin({ email: 'juan@example.ph', password: 'kape1234' }));
      const again = await sut.signUp(signUpRequest({ member_id: 'juan@example.ph', area1: -1, area2: -1 }));

      expect(error.code).toBe(MemberErrorCode.InvalidCredentials);
      expect(again.bbs_no).not.toBe(42);
    });

    it('refuses to withdraw with an e-mail that is not the member’s own', async () => {
      build(memberEntity());

      const error = await domainErrorOf(sut.withdraw({ memberNo: 42, email: 'maria@example.ph' }));

      expect(error.code).toBe(MemberErrorCode.NotAllowed);
      expect(members.rows.get(42)?.memberId).toBe('juan@example.ph');
      expect(unitOfWork.events).toEqual([]);
    });

    it('lets an admin delete a member the same way', async () => {
      build(memberEntity());

      await expect(sut.deleteMember(42)).resolves.toEqual({ deleted: true });

      expect(members.rows.get(42)).toMatchObject({ memberId: 'withdrawn-42@invalid', joinCheck: 0 });
      expect(unitOfWork.events.map((event) => event.subject)).toEqual(['member.withdrawn']);
    });

    it('answers User not found for a member already withdrawn', async () => {
      build(memberEntity({ memberId: 'withdrawn-42@invalid', joinCheck: JOIN_CHECK.withdrawn }));

      const error = await domainErrorOf(sut.deleteMember(42));

      expect(error.code).toBe(MemberErrorCode.MemberNotFound);
      expect(unitOfWork.events).toEqual([]);
    });
  });

  describe('findId', () => {
    it('tells for each member with these names (any case) whether the password is theirs', async () => {
      build(
        memberEntity({ memberNo: 1, memberId: 'other@example.ph', memberPass: 'hashed:other' }),
        memberEntity({ memberNo: 2, memberId: 'juan@example.ph' }),
      );

      await expect(sut.findId({ first: 'JUAN', last: 'dela cruz', password: 'kape1234' })).resolves.toEqual({
        candidates: [
          { member_id: 'other@example.ph', matches: false },
          { member_id: 'juan@example.ph', matches: true },
        ],
      });
    });

    it('verifies as many hashes however many share the name, dummies making up the rest', async () => {
      build(memberEntity({ memberNo: 1 }), memberEntity({ memberNo: 2, memberId: 'juan2@example.ph' }));

      await sut.findId({ first: 'Juan', last: 'Dela Cruz', password: 'kape1234' });
      expect(hasher.verifications).toBe(2);
      expect(hasher.dummyVerifications).toBe(1);

      await expect(sut.findId({ first: 'Nobody', last: 'Here', password: 'kape1234' })).resolves.toEqual({
        candidates: [],
      });
      expect(hasher.verifications).toBe(2);
      expect(hasher.dummyVerifications).toBe(4);
    });

    it('does not try a withdrawn member', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.withdrawn }));

      await expect(sut.findId({ first: 'Juan', last: 'Dela Cruz', password: 'kape1234' })).resolves.toEqual({
        candidates: [],
      });
    });

    it('tries the password on at most FIND_ID_CANDIDATES same-named members', async () => {
      build(memberEntity());
      const findByNames = jest.spyOn(members, 'findByNames');

      await sut.findId({ first: 'Juan', last: 'Dela Cruz', password: 'kape1234' });

      expect(findByNames).toHaveBeenCalledWith('Juan', 'Dela Cruz', 3);
    });
  });
});
