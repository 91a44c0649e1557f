import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import {
  JOIN_CHECK,
  RequestPasswordResetMessage,
  ResetPasswordRequest,
  ResetRequestedView,
} from '@stamp/contracts';
import { BackgroundMails, MAILER, MailMessage, Mailer, mailErrorCode } from '@stamp/server-kit/mail';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { hashLinkToken, newLinkToken } from '@stamp/server-kit/security';
import { LOGGER } from '@stamp/server-kit/service';
import { MessageValidationError } from '@stamp/server-kit/validation';
import { MESSAGES } from '@stamp/shared';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { normalizeEmail } from '../members/member-rules';
import { MembersRepository } from '../members/members.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import { PasswordResetErrors } from '../member.errors';
import { PasswordResetsRepository } from './password-resets.repository';
import { resetLink, resetMail } from './reset-mail';

/** A reset link works for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Every reset request answers after at least this long, match or not (mail goes out afterwards). */
export const RESET_REQUEST_MIN_MS = 250;

/**
 * Password recovery by e-mail: a single-use link valid 30 minutes, never a password. The answer takes the
 * same time whether the names and e-mail match a member or not, so it says no more than its words.
 */
@Injectable()
export class PasswordResetsService implements OnModuleDestroy {
  private readonly mails: BackgroundMails;

  constructor(
    private readonly members: MembersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    @Inject(MAILER) mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.mails = new BackgroundMails(mailer);
  }

  async requestReset(message: RequestPasswordResetMessage): Promise<ResetRequestedView> {
    const started = this.clock.now().getTime();
    const member = await this.members.findForReset(
      normalizeEmail(message.email),
      message.first,
      message.last,
    );
    if (member) {
      const { token, tokenHash } = newLinkToken();
      await this.unitOfWork.run(async (tx) => {
        await this.resets.deleteUnusedOf(member.memberNo, tx);
        await this.resets.insert(
          {
            memberNo: member.memberNo,
            tokenHash,
            expiresAt: new Date(started + RESET_TOKEN_TTL_MS),
          },
          tx,
        );
      });
      const link = resetLink(message.publicUrl, token);
      this.sendInBackground(member.memberNo, resetMail(member.memberId, member.memberName, link));
    }
    const elapsed = this.clock.now().getTime() - started;
    if (elapsed < RESET_REQUEST_MIN_MS) {
      await this.clock.sleep(RESET_REQUEST_MIN_MS - elapsed);
    }
    if (!member) {
      throw PasswordResetErrors.passwordNotFound();
    }
    return { email: member.memberId };
  }

  /** Sets the new password with a usable token and spends the token; the member's other links go too. */
  async resetPassword(request: ResetPasswordRequest): Promise<{ reset: true }> {
    if (!request.password) {
      throw new MessageValidationError([MESSAGES.passwordRequired]);
    }
    const tokenHash = hashLinkToken(request.token);
    // A cheap look first, so a guessed token costs no Argon2 work.
    if (!(await this.resets.findUsable(tokenHash, this.clock.now()))) {
      throw PasswordResetErrors.invalidToken();
    }
    const passwordHash = await this.hasher.hash(request.password);
    await this.unitOfWork.run(async (tx) => {
      const consumed = await this.resets.consume(tokenHash, this.clock.now(), tx);
      if (!consumed) {
        throw PasswordResetErrors.invalidToken();
      }
      const member = await this.members.findByIdForUpdate(consumed.memberNo, tx);
      // A suspended member may reset (and still cannot log in); a withdrawn one has no links left.
      if (!member || (member.joinCheck !== JOIN_CHECK.active && member.joinCheck !== JOIN_CHECK.suspended)) {
        throw PasswordResetErrors.invalidToken();
      }
      member.memberPass = passwordHash;
      await this.members.save(member, tx);
      await this.resets.deleteOthersOf(member.memberNo, consumed.id, tx);
    });
    return { reset: true };
  }

  /** Resolves when every reset mail under way has been sent or has failed. */
  async mailSettled(): Promise<void> {
    await this.mails.settled();
  }

  /** Lets the mails under way finish before the service stops. */
  async onModuleDestroy(): Promise<void> {
    await this.mailSettled();
  }

  /** Mail latency must not show in the answer: the mail goes out after it; a failure is logged, never the link. */
  private sendInBackground(memberNo: number, mail: MailMessage): void {
    this.mails.send(mail, (error: unknown) => {
      this.logger.error({ memberNo, code: mailErrorCode(error) }, 'password reset mail could not be sent');
    });
  }
}
