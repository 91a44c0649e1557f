import { Injectable } from '@nestjs/common';
import {
  AutoPushView,
  MissionEventPayload,
  MissionStatusChangedPayload,
  PUSH_PAGE_DEFAULT,
  PageMessage,
  SendBroadcastMessage,
  SendRegionalMessage,
  SentPushView,
  StoreSnapshot,
} from '@stamp/contracts';
import { areaId, resolveArea } from '@stamp/regions';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { EventContext } from '@stamp/server-kit/service';
import { MESSAGES, PUSH_SUBJECT_MAX_LENGTH } from '@stamp/shared';
import { PushErrors } from '../push.errors';
import { DeliveryWorker } from '../delivery/delivery.worker';
import { PushServiceSettings } from '../push-service.settings';
import { toAutoPushView, toSentPushView } from './push.mapper';
import { PushMessagesRepository } from './push-messages.repository';
import { PushWording, PushWordings } from './push-wording';

/** The subject of an owner's push: what they typed, without a leading `{storeName}: ` (the server adds it). */
export function ownerSubject(title: string, storeName: string): string {
  const prefix = `${storeName}:`;
  const trimmed = title.trim();
  return (trimmed.startsWith(prefix) ? trimmed.slice(prefix.length) : trimmed).trim();
}

/**
 * Push messages: the automatic ones the domain events announce (broadcasts), an administrator's
 * broadcast and a store owner's regional push. Each is one row, with its delivery job when delivery is on.
 */
@Injectable()
export class PushMessagesService {
  constructor(
    private readonly messages: PushMessagesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly delivery: DeliveryWorker,
    private readonly settings: PushServiceSettings,
  ) {}

  private get timeZone(): string {
    return this.settings.MISSION_TIME_ZONE;
  }

  onStoreCreated(store: StoreSnapshot, context: EventContext): Promise<void> {
    return this.announce(
      PushWordings.newStore(store, context.envelope.occurredAt, this.timeZone),
      store,
      context,
    );
  }

  onMissionCreated(payload: MissionEventPayload, context: EventContext): Promise<void> {
    return this.announce(PushWordings.newEvent(payload), payload.store, context);
  }

  onMissionStatusChanged(payload: MissionStatusChangedPayload, context: EventContext): Promise<void> {
    return this.announce(
      PushWordings.statusChanged(payload, context.envelope.occurredAt, this.timeZone),
      payload.store,
      context,
    );
  }

  onMissionEnded(payload: MissionEventPayload, context: EventContext): Promise<void> {
    return this.announce(
      PushWordings.ended(payload, context.envelope.occurredAt, this.timeZone),
      payload.store,
      context,
    );
  }

  /** An automatic push: a broadcast to every member, written in the event's own transaction. */
  private async announce(
    wording: PushWording,
    store: StoreSnapshot,
    { tx, envelope }: EventContext,
  ): Promise<void> {
    const message = await this.messages.insertFromEvent(
      {
        ...wording,
        origin: 'auto',
        areaId: null,
        region: null,
        province: null,
        storeId: store.id,
        adminId: null,
        sourceEventId: envelope.id,
      },
      tx,
    );
    if (message) {
      await this.delivery.schedule(message.id, tx);
      this.delivery.kickSoon();
    }
  }

  /** An administrator's push: to every member, or to one region and province/city when both are given. */
  async sendBroadcast(request: SendBroadcastMessage): Promise<SentPushView> {
    const target = request.region || request.province ? this.placeOf(request.region, request.province) : null;
    const message = await this.unitOfWork.run(async (tx) => {
      const written = await this.messages.insert(
        {
          type: request.type,
          title: request.title,
          message: request.message,
          origin: 'admin',
          areaId: target?.areaId ?? null,
          region: target?.region ?? null,
          province: target?.province ?? null,
          storeId: null,
          adminId: request.adminId,
          sourceEventId: null,
        },
        tx,
      );
      await this.delivery.schedule(written.id, tx);
      return written;
    });
    this.delivery.kick();
    return toSentPushView({
      message,
      delivery: this.delivery.enabled ? { sent: 0, failed: 0, removed: 0, finished: false } : null,
    });
  }

  /** The area of a region and province/city, or the spec's 'Please select region and province.'. */
  private placeOf(region = '', province = ''): { areaId: number; region: string; province: string } {
    const area = areaId(region, province);
    const place = area === undefined ? undefined : resolveArea(area);
    if (area === undefined || !place) {
      throw PushErrors.validation(MESSAGES.unknownArea);
    }
    return { areaId: area, region: place.region, province: place.province };
  }

  /**
   * A store owner's push to one region and province/city: titled `{storeName}: {subject}`, at most 100
   * characters of text (the contract checks), and at most PUSH_OWNER_DAILY_LIMIT a day per store.
   */
  async sendRegional(request: SendRegionalMessage): Promise<SentPushView> {
    const { areaId: area, ...place } = this.placeOf(request.region, request.province);
    const subject = ownerSubject(request.title, request.storeName);
    if (!subject) {
      throw PushErrors.validation(MESSAGES.titleRequired);
    }
    if (subject.length > PUSH_SUBJECT_MAX_LENGTH) {
      throw PushErrors.validation(MESSAGES.titleTooLong);
    }
    const limit = this.settings.PUSH_OWNER_DAILY_LIMIT;
    const result = await this.unitOfWork.run(async (tx): Promise<SentPushView> => {
      await this.messages.lockStoreSends(request.storeId, tx);
      const today = await this.messages.storeSendsToday(request.storeId, this.timeZone, tx);
      if (today.count >= limit) {
        throw PushErrors.dailyLimitReached(limit, today.secondsToTomorrow);
      }
      const message = await this.messages.insert(
        {
          type: 'new-event',
          title: `${request.storeName}: ${subject}`,
          message: request.message,
          origin: 'store',
          areaId: area,
          region: place.region,
          province: place.province,
          storeId: request.storeId,
          adminId: null,
          sourceEventId: null,
        },
        tx,
      );
      await this.delivery.schedule(message.id, tx);
      const delivery = this.delivery.enabled ? { sent: 0, failed: 0, removed: 0, finished: false } : null;
      return toSentPushView({ message, delivery });
    });
    this.delivery.kick();
    return result;
  }

  async listAuto(page: PageMessage): Promise<AutoPushView[]> {
    const rows = await this.messages.listByOrigin(['auto'], {
      limit: page.limit ?? PUSH_PAGE_DEFAULT,
      before: page.before,
    });
    return rows.map(toAutoPushView);
  }

  async listSent(page: PageMessage): Promise<SentPushView[]> {
    const rows = await this.messages.listByOrigin(['admin', 'store'], {
      limit: page.limit ?? PUSH_PAGE_DEFAULT,
      before: page.before,
    });
    return rows.map(toSentPushView);
  }
}
