import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import {
  CommonErrorCode,
  DomainError,
  OwnerPasswordLinkMessage,
  SetOwnerPasswordRequest,
} from '@stamp/contracts';
import { BackgroundMails, MAILER, MailMessage, Mailer, mailErrorCode } from '@stamp/server-kit/mail';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { hashLinkToken, hashPassword, newLinkToken } from '@stamp/server-kit/security';
import { LOGGER } from '@stamp/server-kit/service';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { MESSAGES } from '@stamp/shared';
import { StoresRepository } from '../stores/stores.repository';
import { OwnerPasswordLinksRepository } from './owner-password-links.repository';
import { ownerPasswordLink, ownerPasswordMail } from './owner-password-mail';

/** A link works for 30 minutes. */
export const OWNER_LINK_TTL_MS = 30 * 60 * 1000;
/** Every link request answers after at least this long, match or not (the mail goes out afterwards). */
export const OWNER_LINK_MIN_MS = 250;

const invalidLink = () => new DomainError(CommonErrorCode.ValidationFailed, MESSAGES.resetTokenInvalid);

/**
 * The owner sets the owner password themselves (api-contract.md, "Store-owner login"): a single-use link,
 * 30 minutes, mailed to the store's e-mail when the code and the e-mail match. The answer is the same, and
 * takes as long, whether they match or not.
 */
@Injectable()
export class OwnerPasswordsService implements OnModuleDestroy {
  private readonly mails: BackgroundMails;

  constructor(
    private readonly stores: StoresRepository,
    private readonly links: OwnerPasswordLinksRepository,
    private readonly unitOfWork: UnitOfWork,
    @Inject(MAILER) mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.mails = new BackgroundMails(mailer);
  }

  async requestLink(message: OwnerPasswordLinkMessage): Promise<{ requested: true }> {
    const started = this.clock.now().getTime();
    const store = await this.stores.findByCode(message.code.trim().toUpperCase());
    if (store?.email.toLowerCase() === message.email.trim().toLowerCase()) {
      const { token, tokenHash } = newLinkToken();
      await this.unitOfWork.run((tx) =>
        this.links.replace(store.id, tokenHash, new Date(started + OWNER_LINK_TTL_MS), tx),
      );
      const mail = ownerPasswordMail(store.email, store.name, ownerPasswordLink(message.publicUrl, token));
      this.sendInBackground(store.id, mail);
    }
    const elapsed = this.clock.now().getTime() - started;
    if (elapsed < OWNER_LINK_MIN_MS) {
      await this.clock.sleep(OWNER_LINK_MIN_MS - elapsed);
    }
    return { requested: true };
  }

  /** Spends the token and sets the owner password; the stores table's trigger ends the owner's sessions. */
  async setPassword(request: SetOwnerPasswordRequest): Promise<{ set: true }> {
    const ownerPassword = await hashPassword(request.password);
    await this.unitOfWork.run(async (tx) => {
      const storeId = await this.links.consume(hashLinkToken(request.token), this.clock.now(), tx);
      const store = storeId === null ? null : await this.stores.findByIdForUpdate(storeId, tx);
      if (!store) {
        throw invalidLink();
      }
      store.ownerPassword = ownerPassword;
      await this.stores.save(store, tx);
    });
    return { set: true };
  }

  /** Lets the mails under way finish before the service stops. */
  async onModuleDestroy(): Promise<void> {
    await this.mails.settled();
  }

  /** Mail latency must not show in the answer; a failure is logged, never the link or the address. */
  private sendInBackground(storeId: number, mail: MailMessage): void {
    this.mails.send(mail, (error: unknown) => {
      this.logger.error({ storeId, code: mailErrorCode(error) }, 'owner password mail could not be sent');
    });
  }
}
