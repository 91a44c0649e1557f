import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { LOGGER } from '@stamp/server-kit/service';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { STREAK_MEMORY_MS } from '../guessing/guessing-policy';
import { GuessingRepository } from '../guessing/guessing.repository';
import { IDEMPOTENCY_WINDOW_MS } from '../idempotency/idempotency.service';
import { IdempotencyRepository } from '../idempotency/idempotency.repository';
import { LedgerService } from '../ledger/ledger.service';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { MissionsService } from '../missions/missions.service';

/** How long wrong-password records are kept (the store ceiling looks back minutes; support may look back days). */
const FAILURE_RETENTION_MS = 7 * STREAK_MEMORY_MS;

/**
 * Every LOYALTY_SWEEP_SECONDS: announces missions that expired, forgets idempotency keys older than
 * 24 hours and old wrong-password records, and keeps the dashboard's counts of the days that ended
 * (docs/dashboard.md). Safe with several replicas (each step claims its rows).
 */
@Injectable()
export class LoyaltySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly missions: MissionsService,
    private readonly idempotency: IdempotencyRepository,
    private readonly guesses: GuessingRepository,
    private readonly ledger: LedgerService,
    private readonly settings: LoyaltyServiceSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.sweep());
    }, this.settings.LOYALTY_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<void> {
    try {
      const now = this.clock.now().getTime();
      const announced = await this.missions.announceExpired();
      if (announced > 0) {
        this.logger.info({ announced }, 'expired missions announced');
      }
      await this.idempotency.purge(new Date(now - IDEMPOTENCY_WINDOW_MS));
      await this.guesses.purgeFailures(new Date(now - FAILURE_RETENTION_MS));
      await this.ledger.keepEndedDays();
    } catch (error) {
      this.logger.error({ err: error }, 'loyalty sweep failed; will try again');
    }
  }
}
