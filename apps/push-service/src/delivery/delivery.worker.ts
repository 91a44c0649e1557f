import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { Logger } from 'pino';
import { TransactionScope } from '@stamp/server-kit/database';
import { pushDeliveries } from '@stamp/server-kit/metrics';
import { LOGGER } from '@stamp/server-kit/service';
import type { DevicePlatform } from '@stamp/shared';
import { PushServiceSettings } from '../push-service.settings';
import { ClaimedDelivery, DeliveriesRepository, PageResult } from './deliveries.repository';
import { DeviceTarget, PUSH_PROVIDERS, PushNotification, PushProvider } from './providers/push-provider';
import { RetryPolicy, Sleep, realSleep, sendWithRetries } from './retry-policy';

/** How long a replica holds a job between two pages before another may take it over. */
const CLAIM_MS = 5 * 60_000;
export const DELIVERY_SLEEP = Symbol('DELIVERY_SLEEP');

/**
 * Delivers each message to its audience's devices, on every replica: a replica claims one job at a time,
 * streams the audience page by page from the database, sends each page through the providers (a few
 * requests in flight, retries with backoff on 429/5xx), removes the tokens the providers no longer know,
 * and records the page before the next. Never holds a transaction while it talks to a provider.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private running = false;
  /** Set on shutdown: a job in progress is released after its current page. */
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly byPlatform = new Map<DevicePlatform, PushProvider>();
  private readonly policy: RetryPolicy;

  constructor(
    private readonly deliveries: DeliveriesRepository,
    @Inject(PUSH_PROVIDERS) providers: PushProvider[],
    private readonly settings: PushServiceSettings,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(DELIVERY_SLEEP) private readonly sleep: Sleep = realSleep,
  ) {
    for (const provider of providers) {
      for (const platform of provider.platforms) {
        this.byPlatform.set(platform, provider);
      }
    }
    this.policy = {
      attempts: settings.PUSH_RETRY_ATTEMPTS,
      baseMs: settings.PUSH_RETRY_BASE_MS,
      maxMs: settings.PUSH_RETRY_MAX_MS,
    };
  }

  /** Whether any provider is configured: without one, messages get no delivery job. */
  get enabled(): boolean {
    return this.byPlatform.size > 0;
  }

  /** Adds the message's delivery job to the transaction that writes the message (when delivery is on). */
  async schedule(messageId: number, tx: TransactionScope): Promise<void> {
    if (this.enabled) {
      await this.deliveries.enqueue(messageId, tx);
    }
  }

  /** A job was committed: look now rather than at the next poll. */
  kick(): void {
    this.wake?.();
  }

  /** For writers inside a transaction they do not commit themselves (event handlers): look shortly. */
  kickSoon(): void {
    if (this.enabled) {
      setTimeout(() => {
        this.kick();
      }, 50).unref();
    }
  }

  onApplicationBootstrap(): void {
    if (this.enabled && !this.running) {
      this.running = true;
      this.loop = this.run();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.kick();
    await this.loop;
  }

  private isRunning(): boolean {
    return this.running;
  }

  private isStopping(): boolean {
    return this.stopping;
  }

  private async run(): Promise<void> {
    while (this.isRunning()) {
      let worked = false;
      try {
        worked = await this.deliverNext();
      } catch (error) {
        this.logger.error({ err: error }, 'push delivery failed; retrying');
      }
      if (!worked && this.isRunning()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.settings.PUSH_DELIVERY_POLL_MS);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  /** Claims and works one job to its end; false when there was none. */
  async deliverNext(): Promise<boolean> {
    const job = await this.deliveries.claim(CLAIM_MS);
    if (!job) {
      return false;
    }
    const notification: PushNotification = {
      messageId: job.message.id,
      type: job.message.type,
      title: job.message.title,
      body: job.message.message,
    };
    const platforms = [...this.byPlatform.keys()];
    let cursor = job.cursor;
    for (;;) {
      if (this.isStopping()) {
        await this.deliveries.release(job);
        return true;
      }
      const devices = await this.deliveries.audiencePage(
        job.message,
        cursor,
        platforms,
        this.settings.PUSH_DELIVERY_PAGE_SIZE,
      );
      if (devices.length === 0) {
        await this.deliveries.finish(job);
        this.logger.info({ messageId: job.message.id }, 'push delivered');
        return true;
      }
      const page = await this.sendPage(job, devices, notification);
      if (!(await this.deliveries.recordPage(job, page, CLAIM_MS))) {
        this.logger.warn({ messageId: job.message.id }, 'push delivery taken over by another replica');
        return true;
      }
      cursor = page.cursor;
    }
  }

  private async sendPage(
    job: ClaimedDelivery,
    devices: DeviceTarget[],
    notification: PushNotification,
  ): Promise<PageResult> {
    const page: PageResult = {
      cursor: devices.at(-1)?.id ?? 0,
      sent: 0,
      failed: 0,
      unregistered: [],
    };
    let next = 0;
    const lanes = Math.min(this.settings.PUSH_DELIVERY_CONCURRENCY, devices.length);
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < devices.length) {
          const device = devices[next++];
          await this.sendOne(job, device, notification, page);
        }
      }),
    );
    return page;
  }

  private async sendOne(
    job: ClaimedDelivery,
    device: DeviceTarget,
    notification: PushNotification,
    page: PageResult,
  ): Promise<void> {
    const provider = this.byPlatform.get(device.platform);
    if (!provider) {
      return;
    }
    const { outcome, attempts } = await sendWithRetries(
      provider,
      device,
      notification,
      this.policy,
      this.sleep,
    );
    pushDeliveries.inc({
      provider: provider.name,
      outcome: outcome.kind === 'retry' ? 'gave_up' : outcome.kind,
    });
    switch (outcome.kind) {
      case 'sent':
        page.sent++;
        return;
      case 'unregistered':
        page.unregistered.push(device.id);
        this.logger.info(
          { messageId: job.message.id, deviceId: device.id, reason: outcome.reason },
          'token removed',
        );
        return;
      case 'retry':
      case 'rejected':
        page.failed++;
        this.logger.warn(
          {
            messageId: job.message.id,
            deviceId: device.id,
            provider: provider.name,
            attempts,
            reason: outcome.reason,
          },
          'push not delivered',
        );
        return;
    }
  }
}
