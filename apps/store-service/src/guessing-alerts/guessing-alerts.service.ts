import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import {
  OpenGuessingAlertView,
  OpenGuessingAlertsMessage,
  StampGuessingDetectedPayload,
} from '@stamp/contracts';
import { EventContext, LOGGER } from '@stamp/server-kit/service';
import { AlertMailWorker } from './alert-mail.worker';
import { GuessingAlertsRepository } from './guessing-alerts.repository';

/** The dashboard's list of stores with open alerts, unless the caller asks for another size. */
export const OPEN_ALERTS_PAGE = 100;

/**
 * The loyalty service saw many wrong stamp passwords at a store (`store.stamp-guessing-detected`): the
 * store keeps the alert, shows it to administrators and the owner in its full view until the stamp
 * password changes, and mails the owner once.
 */
@Injectable()
export class GuessingAlertsService {
  constructor(
    private readonly alerts: GuessingAlertsRepository,
    private readonly mail: AlertMailWorker,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Records the alert in the event's transaction (the inbox applies an event once; the same alert announced
   * twice is one row too). The owner's mail goes out after that transaction has committed.
   */
  async onStampGuessingDetected(payload: StampGuessingDetectedPayload, context: EventContext): Promise<void> {
    const detectedAt = new Date(payload.detectedAt);
    if (Number.isNaN(detectedAt.getTime())) {
      this.logger.error(
        { storeId: payload.store.id, eventId: context.envelope.id },
        'stamp guessing alert without a valid detectedAt; skipped',
      );
      return;
    }
    const recorded = await this.alerts.record(
      {
        storeId: payload.store.id,
        detectedAt,
        failures: payload.failures,
        members: payload.members,
        windowSeconds: payload.windowSeconds,
      },
      context.tx,
    );
    if (recorded) {
      this.logger.warn(
        { storeId: payload.store.id, failures: payload.failures, members: payload.members },
        'stamp guessing alert recorded',
      );
      this.mail.kickSoon();
    }
  }

  /**
   * The stores with open alerts (not answered by a new stamp password), newest latest alert first; with
   * `storeId`, that store's alone.
   */
  async openAlerts(message: OpenGuessingAlertsMessage): Promise<OpenGuessingAlertView[]> {
    const stores = await this.alerts.openByStore(message.limit ?? OPEN_ALERTS_PAGE, message.storeId);
    return stores.map((store) => ({
      store_id: store.storeId,
      store_name: store.storeName,
      store_code: store.storeCode,
      detectedAt: store.detectedAt.toISOString(),
      firstDetectedAt: store.firstDetectedAt.toISOString(),
      failures: store.failures,
      members: store.members,
      windowSeconds: store.windowSeconds,
      alerts: store.alerts,
      totalFailures: store.totalFailures,
    }));
  }
}
