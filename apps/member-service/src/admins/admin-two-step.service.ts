import { Inject, Injectable } from '@nestjs/common';
import {
  AdminActor,
  AdminLoginRequest,
  AdminPasswordConfirmMessage,
  AdminRecoveryCodesView,
  AdminTotpEnableMessage,
  AdminTotpSetupView,
} from '@stamp/contracts';
import { SessionsRepository, TransactionScope } from '@stamp/server-kit/database';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { MESSAGES, message } from '@stamp/shared';
import { PasswordHasher } from '../passwords/password-hasher';
import { AdminErrors } from '../member.errors';
import { AdminEntity } from './admin.entity';
import { AdminsRepository } from './admins.repository';
import { acceptedStep, newTotpSecret, otpauthUrl } from './one-time-codes';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';

/** The name authenticator apps list the back-office's codes under. */
const ISSUER = message('en', 'adminTitle');

/**
 * Two-step sign-in of administrators (issue 25 §4; ASVS 5.0 V6): a time-based code (RFC 6238) after the
 * password, or one of ten single-use recovery codes. Every change acts on the calling administrator's own
 * account, after their password (re-authentication). Turning it on or off is a credential change: the
 * admins table's trigger ends the administrator's sessions, and the session that made the change goes on.
 */
@Injectable()
export class AdminTwoStepService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly sessions: SessionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * At login, once the password matched: an administrator with two-step sign-in on also gives a code of their
   * app (each accepted once) or an unused recovery code. None → AdminOtpRequired; a wrong one → Login failed.
   */
  async verifySecondFactor(admin: AdminEntity, request: AdminLoginRequest): Promise<void> {
    if (admin.totpEnabledAt === null) {
      return;
    }
    const { otp, recovery_code: recoveryCode } = request;
    if (!otp && !recoveryCode) {
      throw AdminErrors.otpRequired();
    }
    const now = this.clock.now();
    const accepted = await this.unitOfWork.run(async (tx) =>
      otp
        ? this.acceptCode(admin.id, otp, now, tx)
        : this.admins.useRecoveryCode(admin.id, hashRecoveryCode(recoveryCode ?? ''), now, tx),
    );
    if (!accepted) {
      throw AdminErrors.loginFailed();
    }
  }

  /** A new secret waiting for its first code (`enable`); nothing changes until then. */
  async setup({ actor, confirm }: AdminPasswordConfirmMessage): Promise<AdminTotpSetupView> {
    const admin = await this.reauthenticate(actor, confirm.password);
    if (admin.totpEnabledAt !== null) {
      throw AdminErrors.totpState(MESSAGES.adminTotpAlreadyOn);
    }
    const secret = newTotpSecret();
    await this.unitOfWork.run(async (tx) => {
      const locked = await this.lockOwn(actor, tx);
      locked.totpPendingSecret = secret;
      await this.admins.save(locked, tx);
    });
    return { secret, otpauth_url: otpauthUrl(secret, { issuer: ISSUER, account: admin.adminId }) };
  }

  /** The app's first code confirms the waiting secret: two-step sign-in is on, with a new set of recovery codes. */
  async enable({ actor, enable }: AdminTotpEnableMessage): Promise<AdminRecoveryCodesView> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const admin = await this.lockOwn(actor, tx);
      if (admin.totpEnabledAt !== null) {
        throw AdminErrors.totpState(MESSAGES.adminTotpAlreadyOn);
      }
      if (admin.totpPendingSecret === null) {
        throw AdminErrors.totpState(MESSAGES.adminTotpNoSetup);
      }
      const step = acceptedStep(admin.totpPendingSecret, enable.code, now, null);
      if (step === null) {
        throw AdminErrors.totpCodeWrong();
      }
      admin.totpSecret = admin.totpPendingSecret;
      admin.totpPendingSecret = null;
      admin.totpEnabledAt = now;
      admin.totpLastStep = step;
      await this.keepCallersSession(actor, tx);
      await this.admins.save(admin, tx);
      return this.newRecoveryCodes(actor, tx);
    });
  }

  /** Off, after the password: the secret and the recovery codes go. */
  async disable({ actor, confirm }: AdminPasswordConfirmMessage): Promise<{ disabled: true }> {
    await this.reauthenticate(actor, confirm.password);
    await this.unitOfWork.run(async (tx) => {
      const admin = await this.lockOwnWithTwoStep(actor, tx);
      admin.totpSecret = null;
      admin.totpPendingSecret = null;
      admin.totpEnabledAt = null;
      admin.totpLastStep = null;
      await this.keepCallersSession(actor, tx);
      await this.admins.save(admin, tx);
      await this.admins.deleteRecoveryCodes(admin.id, tx);
    });
    return { disabled: true };
  }

  /** A new set of recovery codes, after the password; the old set stops working. */
  async replaceRecoveryCodes({
    actor,
    confirm,
  }: AdminPasswordConfirmMessage): Promise<AdminRecoveryCodesView> {
    await this.reauthenticate(actor, confirm.password);
    return this.unitOfWork.run(async (tx) => {
      await this.lockOwnWithTwoStep(actor, tx);
      return this.newRecoveryCodes(actor, tx);
    });
  }

  /** The caller's own record once their password matched again; a wrong one is AdminPasswordWrong (not a 401). */
  private async reauthenticate(actor: AdminActor, password: string): Promise<AdminEntity> {
    const admin = await this.admins.findById(actor.adminId);
    if (!admin) {
      throw AdminErrors.notFound();
    }
    if (!(await this.hasher.verify(admin.password, password))) {
      throw AdminErrors.passwordWrong();
    }
    return admin;
  }

  private async lockOwn(actor: AdminActor, tx: TransactionScope): Promise<AdminEntity> {
    const admin = await this.admins.findByIdForUpdate(actor.adminId, tx);
    if (!admin) {
      throw AdminErrors.notFound();
    }
    return admin;
  }

  private async lockOwnWithTwoStep(actor: AdminActor, tx: TransactionScope): Promise<AdminEntity> {
    const admin = await this.lockOwn(actor, tx);
    if (admin.totpEnabledAt === null) {
      throw AdminErrors.totpState(MESSAGES.adminTotpNotOn);
    }
    return admin;
  }

  /** Accepts a code of the app once: its step becomes the last accepted one (under the row's lock). */
  private async acceptCode(adminId: number, code: string, now: Date, tx: TransactionScope): Promise<boolean> {
    const admin = await this.admins.findByIdForUpdate(adminId, tx);
    const step = admin?.totpSecret ? acceptedStep(admin.totpSecret, code, now, admin.totpLastStep) : null;
    if (!admin || step === null) {
      return false;
    }
    admin.totpLastStep = step;
    await this.admins.save(admin, tx);
    return true;
  }

  private async newRecoveryCodes(actor: AdminActor, tx: TransactionScope): Promise<AdminRecoveryCodesView> {
    const { codes, hashes } = newRecoveryCodes();
    await this.admins.replaceRecoveryCodes(actor.adminId, hashes, tx);
    return { recovery_codes: codes };
  }

  /**
   * Two-step on or off ends the administrator's sessions (the admins table's trigger); the caller's own goes
   * on. Called before the change (SessionsRepository.keep).
   */
  private async keepCallersSession(actor: AdminActor, tx: TransactionScope): Promise<void> {
    if (actor.sessionId) {
      await this.sessions.keep(actor.sessionId, tx);
    }
  }
}
