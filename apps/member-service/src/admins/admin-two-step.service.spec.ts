import { SessionsRepository } from '@stamp/server-kit/database';
import { AdminActor, MemberErrorCode } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { FakeClock, FakeSessionsRepository, FakeUnitOfWork, domainErrorOf, totpCodeAt } from '@stamp/testing';
import { PasswordHasher } from '../passwords/password-hasher';
import { FakeAdminsRepository, FakePasswordHasher, adminEntity } from '../test/fakes';
import { AdminsRepository } from './admins.repository';
import { AdminTwoStepService } from './admin-two-step.service';
import { hashRecoveryCode } from './recovery-codes';

const MARIA: AdminActor = {
  adminId: 3,
  authority: 'admin',
  sessionId: '5e55a0a0-0000-4000-8000-000000000009',
};
const PASSWORD = { password: 'maria-pass' };
const START = new Date('2026-03-01T08:00:10Z');

describe(AdminTwoStepService.name, () => {
  let admins: FakeAdminsRepository;
  let sessions: FakeSessionsRepository;
  let clock: FakeClock;
  let sut: AdminTwoStepService;

  const maria = () => admins.row(3);
  const codeNow = (secret: string) => totpCodeAt(secret, clock.now());

  /** Set-up and enable with the app's current code; the recovery codes shown once. */
  async function turnOn(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const { secret } = await sut.setup({ actor: MARIA, confirm: PASSWORD });
    const { recovery_codes } = await sut.enable({ actor: MARIA, enable: { code: codeNow(secret) } });
    clock.advance(30_000);
    return { secret, recoveryCodes: recovery_codes };
  }

  beforeEach(() => {
    admins = new FakeAdminsRepository(
      adminEntity({ id: 3, adminId: 'maria', password: 'hashed:maria-pass' }),
      adminEntity({ id: 4, adminId: 'pedro', password: 'hashed:pedro-pass' }),
    );
    sessions = new FakeSessionsRepository();
    clock = new FakeClock(START);
    sut = new AdminTwoStepService(
      admins as unknown as AdminsRepository,
      new FakePasswordHasher() as unknown as PasswordHasher,
      new FakeUnitOfWork() as unknown as UnitOfWork,
      sessions as unknown as SessionsRepository,
      clock,
    );
  });

  describe('setup', () => {
    it('gives the caller a secret and its otpauth URI, waiting: two-step sign-in is not on yet', async () => {
      const view = await sut.setup({ actor: MARIA, confirm: PASSWORD });

      expect(view.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(view.otpauth_url).toContain(`secret=${view.secret}`);
      expect(view.otpauth_url).toContain('Stamp%20Management:maria');
      expect(maria()).toMatchObject({
        totpPendingSecret: view.secret,
        totpSecret: null,
        totpEnabledAt: null,
      });
    });

    it('needs the password again', async () => {
      const error = await domainErrorOf(sut.setup({ actor: MARIA, confirm: { password: 'pedro-pass' } }));

      expect(error.code).toBe(MemberErrorCode.AdminPasswordWrong);
      expect(maria().totpPendingSecret).toBeNull();
    });

    it('is refused while two-step sign-in is on (turning it off comes first)', async () => {
      await turnOn();

      const error = await domainErrorOf(sut.setup({ actor: MARIA, confirm: PASSWORD }));

      expect(error.code).toBe(MemberErrorCode.AdminTotpState);
    });
  });

  describe('enable', () => {
    it('turns it on with the first code, gives ten recovery codes kept only as hashes, keeps the session', async () => {
      const { secret } = await sut.setup({ actor: MARIA, confirm: PASSWORD });

      const { recovery_codes } = await sut.enable({ actor: MARIA, enable: { code: codeNow(secret) } });

      expect(maria()).toMatchObject({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: START });
      expect(recovery_codes).toHaveLength(10);
      expect(admins.recoveryCodes.map((row) => row.codeHash)).toEqual(recovery_codes.map(hashRecoveryCode));
      expect(sessions.kept).toEqual([MARIA.sessionId]);
    });

    it('refuses a wrong code and stays off', async () => {
      const { secret } = await sut.setup({ actor: MARIA, confirm: PASSWORD });
      const wrong = codeNow(secret) === '000000' ? '111111' : '000000';

      const error = await domainErrorOf(sut.enable({ actor: MARIA, enable: { code: wrong } }));

      expect(error.code).toBe(MemberErrorCode.AdminTotpCodeWrong);
      expect(maria().totpEnabledAt).toBeNull();
    });

    it('needs a set-up first', async () => {
      const error = await domainErrorOf(sut.enable({ actor: MARIA, enable: { code: '123456' } }));

      expect(error.code).toBe(MemberErrorCode.AdminTotpState);
      expect(error.message).toBe('Start the set-up again: no set-up is waiting for a code.');
    });

    it("acts on the caller's own account only", async () => {
      await turnOn();

      expect(admins.rows.get(4)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    });
  });

  describe('verifySecondFactor', () => {
    it('lets an administrator without two-step sign-in through', async () => {
      await expect(
        sut.verifySecondFactor(maria(), { admin_id: 'maria', password: 'x' }),
      ).resolves.toBeUndefined();
    });

    it('asks for a code when none is given', async () => {
      await turnOn();

      const error = await domainErrorOf(
        sut.verifySecondFactor(maria(), { admin_id: 'maria', password: 'x' }),
      );

      expect(error.code).toBe(MemberErrorCode.AdminOtpRequired);
      expect(error.message).toBe('Enter the 6-digit code from your authenticator app.');
    });

    it("accepts the app's code once: the same code again is Login failed (replay)", async () => {
      const { secret } = await turnOn();
      const login = { admin_id: 'maria', password: 'x', otp: codeNow(secret) };

      await sut.verifySecondFactor(maria(), login);
      const replay = await domainErrorOf(sut.verifySecondFactor(maria(), login));

      expect(replay.code).toBe(MemberErrorCode.AdminLoginFailed);
    });

    it('refuses the code that turned two-step sign-in on, within its step', async () => {
      const { secret } = await sut.setup({ actor: MARIA, confirm: PASSWORD });
      const code = codeNow(secret);
      await sut.enable({ actor: MARIA, enable: { code } });

      const error = await domainErrorOf(
        sut.verifySecondFactor(maria(), { admin_id: 'maria', password: 'x', otp: code }),
      );

      expect(error.code).toBe(MemberErrorCode.AdminLoginFailed);
    });

    it('accepts a recovery code once, typed in any case', async () => {
      const { recoveryCodes } = await turnOn();
      const login = { admin_id: 'maria', password: 'x', recovery_code: recoveryCodes[3].toUpperCase() };

      await sut.verifySecondFactor(maria(), login);
      const again = await domainErrorOf(sut.verifySecondFactor(maria(), login));

      expect(again.code).toBe(MemberErrorCode.AdminLoginFailed);
      expect(admins.recoveryCodes.filter((row) => row.usedAt !== null)).toHaveLength(1);
    });

    it("refuses another administrator's recovery code", async () => {
      const { recoveryCodes } = await turnOn();
      Object.assign(admins.row(4), { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: START });

      const error = await domainErrorOf(
        sut.verifySecondFactor(admins.row(4), {
          admin_id: 'pedro',
          password: 'x',
          recovery_code: recoveryCodes[0],
        }),
      );

      expect(error.code).toBe(MemberErrorCode.AdminLoginFailed);
    });
  });

  describe('disable', () => {
    it('needs the password, then forgets the secret and the recovery codes and keeps the session', async () => {
      await turnOn();

      const wrong = await domainErrorOf(sut.disable({ actor: MARIA, confirm: { password: 'nope' } }));
      expect(wrong.code).toBe(MemberErrorCode.AdminPasswordWrong);
      expect(maria().totpEnabledAt).not.toBeNull();

      await expect(sut.disable({ actor: MARIA, confirm: PASSWORD })).resolves.toEqual({ disabled: true });
      expect(maria()).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      expect(admins.recoveryCodes).toEqual([]);
      expect(sessions.kept).toEqual([MARIA.sessionId, MARIA.sessionId]);
    });

    it('is refused while two-step sign-in is off', async () => {
      const error = await domainErrorOf(sut.disable({ actor: MARIA, confirm: PASSWORD }));

      expect(error.code).toBe(MemberErrorCode.AdminTotpState);
    });
  });

  describe('replaceRecoveryCodes', () => {
    it('needs the password, and the old set stops working', async () => {
      const { recoveryCodes: old } = await turnOn();

      const wrong = await domainErrorOf(
        sut.replaceRecoveryCodes({ actor: MARIA, confirm: { password: 'nope' } }),
      );
      const { recovery_codes } = await sut.replaceRecoveryCodes({ actor: MARIA, confirm: PASSWORD });

      expect(wrong.code).toBe(MemberErrorCode.AdminPasswordWrong);
      expect(recovery_codes).toHaveLength(10);
      const oldCode = await domainErrorOf(
        sut.verifySecondFactor(maria(), { admin_id: 'maria', password: 'x', recovery_code: old[0] }),
      );
      expect(oldCode.code).toBe(MemberErrorCode.AdminLoginFailed);
      await sut.verifySecondFactor(maria(), {
        admin_id: 'maria',
        password: 'x',
        recovery_code: recovery_codes[0],
      });
    });
  });
});
