import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { Logger } from 'pino';
import { MAILER, Mailer, mailErrorCode } from '@stamp/server-kit/mail';
import { LOGGER } from '@stamp/server-kit/service';
import { guessingAlertMail } from './guessing-alert-mail';
import { GuessingAlertsRepository } from './guessing-alerts.repository';

/** How often the worker looks for alerts whose mail is due, besides being woken when one is recorded. */
export const ALERT_MAIL_POLL_MS = 30_000;
/** How long a replica holds an alert's mail while it sends it (the SMTP mailer gives up well before). */
export const ALERT_MAIL_CLAIM_MS = 5 * 60_000;
/** Sends tried per alert before giving up: about six hours of retries. */
export const ALERT_MAIL_ATTEMPTS = 10;
export const ALERT_MAIL_NOW = Symbol('ALERT_MAIL_NOW');

/** The wait after failed attempt `attempt` (1, 2, ...): 1 minute, doubling, at most 2 hours. */
export function alertMailRetryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** (attempt - 1), 2 * 60 * 60_000);
}

/**
 * Mails each guessing alert to its store's owner, after the transaction that recorded it has committed:
 * claims one due alert (a short transaction of its own), sends with no transaction open, then records the
 * send. A failed send is logged (alert and store ids and the mailer's error code, never the address) and
 * tried again later; the alert itself is never lost. A process that dies between the mail server accepting
 * and the record may send that one mail again once its claim runs out.
 */
@Injectable()
export class AlertMailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private poll: NodeJS.Timeout | undefined;
  /** The sweep under way, if any: one at a time per replica. */
  private sweeping: Promise<void> | undefined;
  /** A sweep was asked for while one ran (its look may have missed an alert committed meanwhile). */
  private again = false;
  private stopped = false;

  constructor(
    private readonly alerts: GuessingAlertsRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(ALERT_MAIL_NOW) private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * An alert was recorded in a transaction its writer does not commit itself (an event handler): sweep
   * shortly, once it has committed (the poll finds it otherwise).
   */
  kickSoon(): void {
    setTimeout(() => {
      this.sweep();
    }, 100).unref();
  }

  onApplicationBootstrap(): void {
    this.poll = setInterval(() => {
      this.sweep();
    }, ALERT_MAIL_POLL_MS);
    this.poll.unref();
    this.sweep();
  }

  /** Stops sweeping; the mail under way is finished first. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    await this.sweeping;
  }

  /** Mails every due alert, one after the other; a sweep asked for meanwhile runs once more after it. */
  private sweep(): void {
    if (this.stopped) {
      return;
    }
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweepUntilDone()
      .catch((error: unknown) => {
        this.logger.error(
          { err: error },
          'guessing alert mail: looking for due mails failed; trying again later',
        );
      })
      .finally(() => {
        this.sweeping = undefined;
      });
  }

  private async sweepUntilDone(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped && (await this.mailNext())) {
        // the next due alert
      }
    } while (this.askedAgain());
  }

  private askedAgain(): boolean {
    return this.again && !this.stopped;
  }

  /** Sends the mail of one due alert; false when none was due. */
  async mailNext(): Promise<boolean> {
    const started = this.now();
    const claimed = await this.alerts.claimNextMail(
      started,
      new Date(started.getTime() + ALERT_MAIL_CLAIM_MS),
      ALERT_MAIL_ATTEMPTS,
    );
    if (!claimed) {
      return false;
    }
    const { alert, store } = claimed;
    const fields = { alertId: alert.id, storeId: store.id, attempt: alert.mailAttempts };
    try {
      await this.mailer.send(guessingAlertMail(store, alert));
    } catch (error) {
      const giveUp = alert.mailAttempts >= ALERT_MAIL_ATTEMPTS;
      this.logger.error(
        { ...fields, code: mailErrorCode(error) },
        giveUp
          ? 'stamp guessing alert mail could not be sent; giving up (the alert stays in the store information)'
          : 'stamp guessing alert mail could not be sent; trying again later',
      );
      if (!giveUp) {
        const retryAt = this.now().getTime() + alertMailRetryDelayMs(alert.mailAttempts);
        await this.alerts.retryMailAt(alert.id, new Date(retryAt));
      }
      return true;
    }
    await this.alerts.markMailed(alert.id, this.now());
    this.logger.info(fields, 'stamp guessing alert mailed to the store owner');
    return true;
  }
}
