import { hostname } from 'node:os';
import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { Logger } from 'pino';
import { TransactionScope } from '@stamp/server-kit/database';
import { pushDeliveries, pushDeliveriesDuplicated, watchPushPending } from '@stamp/server-kit/metrics';
import { LOGGER } from '@stamp/server-kit/service';
import type { DevicePlatform } from '@stamp/shared';
import { PushServiceSettings } from '../push-service.settings';
import { ClaimedUnit, DeliveriesRepository, PageResult, ProviderPlatforms } from './deliveries.repository';
import { DeviceTarget, PUSH_PROVIDERS, PushNotification, PushProvider } from './providers/push-provider';
import { ProviderPause, RetryPolicy, Sleep, realSleep, sendWithRetries } from './retry-policy';

/** Units a replica cuts per planning step (one short transaction): the audience is planned well ahead. */
const UNITS_PER_PLAN_STEP = 50;
export const DELIVERY_SLEEP = Symbol('DELIVERY_SLEEP');

/**
 * Delivers each message to its audience's devices, shared by every replica: the audience is cut into units
 * (a provider's devices in an id range, docs/decisions/0008), each claimed by one replica with a short lease
 * that a timer renews while the replica works it. A replica streams its unit page by page, marks the page in
 * flight, sends it (up to PUSH_DELIVERY_CONCURRENCY requests at once, retries with backoff, a provider's
 * Retry-After holding all its sends), removes the tokens the provider no longer knows and records the page
 * before the next. A replica that dies or stalls loses its lease; another takes the unit over and re-sends
 * at most the page that was in flight. Never holds a transaction while it talks to a provider.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private running = false;
  /** Set on shutdown: a job in progress is released after its current page. */
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly byPlatform = new Map<DevicePlatform, PushProvider>();
  private readonly byName = new Map<string, PushProvider>();
  private readonly pauses = new Map<string, ProviderPause>();
  private readonly policy: RetryPolicy;
  /** Names this replica in the units it holds (`holder`), for operators. */
  private readonly holder = `${hostname()}:${String(process.pid)}`;
  private stopWatching: (() => void) | undefined;

  constructor(
    private readonly deliveries: DeliveriesRepository,
    @Inject(PUSH_PROVIDERS) providers: PushProvider[],
    private readonly settings: PushServiceSettings,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(DELIVERY_SLEEP) private readonly sleep: Sleep = realSleep,
  ) {
    for (const provider of providers) {
      this.byName.set(provider.name, provider);
      this.pauses.set(provider.name, new ProviderPause());
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
      this.stopWatching = watchPushPending(this.deliveries);
      this.loop = this.run();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopWatching?.();
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

  /** The providers, each with the platforms it serves that it alone serves here. */
  private providerPlatforms(): ProviderPlatforms[] {
    return [...this.byName.values()].map((provider) => ({
      provider: provider.name,
      platforms: provider.platforms.filter((platform) => this.byPlatform.get(platform) === provider),
    }));
  }

  /**
   * Plans a chunk of a waiting message into units (if one waits), then claims one unit and works it to its
   * end; false when there was nothing to do.
   */
  async deliverNext(): Promise<boolean> {
    const step = await this.deliveries.planNext(this.providerPlatforms(), {
      unitSize: this.settings.PUSH_DELIVERY_UNIT_SIZE,
      unitsPerStep: UNITS_PER_PLAN_STEP,
    });
    if (step?.finished) {
      this.logger.info({ messageId: step.messageId }, 'push delivered');
    }
    const unit = await this.deliveries.claim(
      [...this.byName.keys()],
      this.settings.PUSH_DELIVERY_LEASE_MS,
      this.holder,
    );
    if (!unit) {
      return step !== null;
    }
    const lease = this.keepLease(unit);
    try {
      await this.workUnit(unit, lease);
    } finally {
      lease.stop();
    }
    return true;
  }

  /** Renews the unit's lease every third of its length until stopped; `lost` once a renewal found it gone. */
  private keepLease(unit: ClaimedUnit): { lost: boolean; stop: () => void } {
    const state = { lost: false };
    const renew = () => {
      this.deliveries
        .renew(unit, this.settings.PUSH_DELIVERY_LEASE_MS)
        .then((held) => {
          state.lost ||= !held;
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error, unitId: unit.id }, 'could not renew a delivery lease');
        });
    };
    const timer = setInterval(renew, Math.floor(this.settings.PUSH_DELIVERY_LEASE_MS / 3));
    timer.unref();
    return {
      get lost() {
        return state.lost;
      },
      stop: () => {
        clearInterval(timer);
      },
    };
  }

  private async workUnit(unit: ClaimedUnit, lease: { lost: boolean }): Promise<void> {
    const log = { messageId: unit.message.id, unitId: unit.id, provider: unit.provider };
    if (unit.takenOverAfterMs !== null) {
      this.logger.info(
        { ...log, afterLeaseMs: Math.round(unit.takenOverAfterMs), inFlightTo: unit.inFlightTo },
        'delivery unit taken over',
      );
    }
    const provider = this.byName.get(unit.provider);
    const platforms = this.providerPlatforms().find((p) => p.provider === unit.provider)?.platforms ?? [];
    if (!provider) {
      await this.deliveries.release(unit);
      return;
    }
    const notification: PushNotification = {
      messageId: unit.message.id,
      type: unit.message.type,
      title: unit.message.title,
      body: unit.message.message,
    };
    let cursor = unit.cursor;
    for (;;) {
      if (this.isStopping()) {
        await this.deliveries.release(unit);
        return;
      }
      const devices = await this.deliveries.unitPage(
        unit,
        cursor,
        platforms,
        this.settings.PUSH_DELIVERY_PAGE_SIZE,
      );
      const last = devices.at(-1);
      if (!last) {
        const finish = await this.deliveries.finishUnit(unit);
        if (!finish) {
          this.logger.warn(log, 'delivery unit taken over by another replica');
        } else if (finish.delivered) {
          this.logger.info({ messageId: unit.message.id }, 'push delivered');
        }
        return;
      }
      if (lease.lost || !(await this.deliveries.markInFlight(unit, last.id))) {
        this.logger.warn(log, 'delivery unit taken over by another replica');
        return;
      }
      const page = await this.sendPage(unit, provider, devices, notification);
      if (!(await this.deliveries.recordPage(unit, page))) {
        this.logger.warn(log, 'delivery unit taken over by another replica');
        return;
      }
      cursor = page.cursor;
    }
  }

  private async sendPage(
    unit: ClaimedUnit,
    provider: PushProvider,
    devices: DeviceTarget[],
    notification: PushNotification,
  ): Promise<PageResult> {
    const page: PageResult = {
      cursor: devices.at(-1)?.id ?? unit.cursor,
      sent: 0,
      failed: 0,
      repeated: 0,
      unregistered: [],
    };
    const repeatedTo = unit.inFlightTo === null ? null : BigInt(unit.inFlightTo);
    let next = 0;
    const lanes = Math.min(this.settings.PUSH_DELIVERY_CONCURRENCY, devices.length);
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < devices.length) {
          const device = devices[next++];
          if (repeatedTo !== null && BigInt(device.id) <= repeatedTo) {
            page.repeated++;
            pushDeliveriesDuplicated.inc({ provider: provider.name });
          }
          await this.sendOne(unit, provider, device, notification, page);
        }
      }),
    );
    return page;
  }

  private async sendOne(
    unit: ClaimedUnit,
    provider: PushProvider,
    device: DeviceTarget,
    notification: PushNotification,
    page: PageResult,
  ): Promise<void> {
    const { outcome, attempts } = await sendWithRetries(
      provider,
      device,
      notification,
      this.policy,
      this.sleep,
      this.pauses.get(provider.name),
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
          { messageId: unit.message.id, deviceId: device.id, reason: outcome.reason },
          'token removed',
        );
        return;
      case 'retry':
      case 'rejected':
        page.failed++;
        this.logger.warn(
          {
            messageId: unit.message.id,
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
