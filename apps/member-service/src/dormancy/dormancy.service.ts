import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { ReactivateAccountRequest, ReactivatedView } from '@stamp/contracts';
import { BackgroundMails, MAILER, Mailer, mailErrorCode } from '@stamp/server-kit/mail';
import { hashLinkToken, newLinkToken } from '@stamp/server-kit/security';
import { LOGGER } from '@stamp/server-kit/service';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { MemberErrors } from '../member.errors';
import { MemberServiceSettings } from '../member-service.settings';
import { MemberEntity } from '../members/member.entity';
import { dormancyNoticeMail, reactivationLink, reactivationMail } from './dormancy-mail';
import { DormancyRepository } from './dormancy.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The notice goes out this many days before an account becomes dormant (privacy policy §4 and §10). */
export const DORMANCY_NOTICE_DAYS = 7;
/** A dormant account's confirmation link works this long, once. */
export const REACTIVATION_LINK_TTL_MS = DAY_MS;

/** What one run of the dormancy job did. */
export interface DormancySweep {
  noticesSent: number;
  madeDormant: number;
}

/**
 * Dormant accounts, as the privacy policy promises (docs/privacy.md): an account nobody logged in to for
 * DORMANT_AFTER_DAYS is told by mail 7 days ahead, then becomes dormant; its right password then only sends
 * a confirmation link, and following the link makes it an account in use again.
 */
@Injectable()
export class DormancyService implements OnModuleDestroy {
  private readonly mails: BackgroundMails;

  constructor(
    private readonly dormancy: DormancyRepository,
    private readonly settings: MemberServiceSettings,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.mails = new BackgroundMails(mailer);
  }

  /** One run of the daily job: the notices due, then the accounts that become dormant. */
  async sweep(): Promise<DormancySweep> {
    const now = this.clock.now();
    const period = this.settings.DORMANT_AFTER_DAYS * DAY_MS;
    const notice = DORMANCY_NOTICE_DAYS * DAY_MS;
    const dormantOn = new Date(now.getTime() + notice).toISOString().slice(0, 10);
    let noticesSent = 0;
    for (const member of await this.dormancy.claimNotices(new Date(now.getTime() - period + notice), now)) {
      try {
        await this.mailer.send(
          dormancyNoticeMail(member.email, member.firstName, this.settings.PUBLIC_URL, dormantOn),
        );
        noticesSent++;
      } catch (error) {
        this.logger.error(
          { memberNo: member.memberNo, code: mailErrorCode(error) },
          'dormancy notice could not be sent; the next run tries again',
        );
        await this.dormancy.releaseNotice(member.memberNo);
      }
    }
    const madeDormant = await this.dormancy.markDormant(
      new Date(now.getTime() - period),
      new Date(now.getTime() - notice),
      now,
    );
    return { noticesSent, madeDormant };
  }

  /** A login that opened a session: the account stays in use (and a notice sent no longer stands). */
  async recordLogin(memberNo: number): Promise<void> {
    await this.dormancy.recordLogin(memberNo, this.clock.now());
  }

  /**
   * The right password of a dormant account: a new confirmation link goes to its e-mail (after the answer,
   * as the reset mail does) and the login is refused with its own code.
   */
  async refuseDormantLogin(member: MemberEntity): Promise<never> {
    const { token, tokenHash } = newLinkToken();
    await this.dormancy.setReactivationLink(
      member.memberNo,
      tokenHash,
      new Date(this.clock.now().getTime() + REACTIVATION_LINK_TTL_MS),
    );
    const link = reactivationLink(this.settings.PUBLIC_URL, token);
    this.mails.send(reactivationMail(member.memberId, member.memberName, link), (error: unknown) => {
      this.logger.error(
        { memberNo: member.memberNo, code: mailErrorCode(error) },
        'dormant account confirmation mail could not be sent',
      );
    });
    throw MemberErrors.accountDormant();
  }

  /** The confirmation link: a usable one makes the account one in use again; the member then logs in. */
  async reactivate(request: ReactivateAccountRequest): Promise<ReactivatedView> {
    const memberNo = await this.dormancy.reactivate(hashLinkToken(request.token), this.clock.now());
    if (memberNo === null) {
      throw MemberErrors.invalidReactivationLink();
    }
    this.logger.info({ memberNo }, 'dormant account reactivated');
    return { reactivated: true };
  }

  /** Resolves when every confirmation mail under way has been sent or has failed. */
  async mailSettled(): Promise<void> {
    await this.mails.settled();
  }

  async onModuleDestroy(): Promise<void> {
    await this.mailSettled();
  }
}
