import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { LOGGER } from '@stamp/server-kit/service';
import { DormancyService } from './dormancy.service';

/** The dormancy job runs once a day (and once shortly after the service starts). */
export const DORMANCY_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

/**
 * The daily dormancy job (DormancyService.sweep). Safe with several replicas: each step claims its rows in
 * one statement, so a notice is mailed once and an account marked once.
 */
@Injectable()
export class DormancySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly dormancy: DormancyService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const run = () => {
      this.running = this.running.then(() => this.sweep());
    };
    this.timers = [setTimeout(run, FIRST_SWEEP_DELAY_MS), setInterval(run, DORMANCY_SWEEP_INTERVAL_MS)];
    this.timers.forEach((timer) => timer.unref());
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) {
      clearTimeout(timer);
    }
    await this.running;
  }

  async sweep(): Promise<void> {
    try {
      const done = await this.dormancy.sweep();
      if (done.noticesSent > 0 || done.madeDormant > 0) {
        this.logger.info(done, 'dormancy: notices mailed and accounts made dormant');
      }
    } catch (error) {
      this.logger.error({ err: error }, 'dormancy sweep failed; will try again tomorrow');
    }
  }
}
