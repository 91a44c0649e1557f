import pino from 'pino';
import { loadConfig } from '@stamp/server-kit/config';
import { TransactionScope } from '@stamp/server-kit/database';
import { PushMemberEntity } from '../members/push-member.entity';
import { PushMessageEntity } from '../messages/push-message.entity';
import { NewPushMessage } from '../messages/push-messages.repository';
import { PushServiceSettings } from '../push-service.settings';

/** Fakes and builders for the push service's unit tests. */

export const silentLogger = pino({ level: 'silent' });

export function settingsOf(env: Record<string, string> = {}): PushServiceSettings {
  return loadConfig('push-service', PushServiceSettings, env);
}

export function messageEntity(overrides: Partial<PushMessageEntity> = {}): PushMessageEntity {
  return Object.assign(new PushMessageEntity(), {
    id: 1,
    type: 'new-event',
    title: 'Title',
    message: 'Message',
    origin: 'admin',
    areaId: null,
    region: null,
    province: null,
    storeId: null,
    adminId: 1,
    sourceEventId: null,
    createdAt: new Date('2026-11-20T08:00:00Z'),
    ...overrides,
  });
}

export function memberEntity(overrides: Partial<PushMemberEntity> = {}): PushMemberEntity {
  return Object.assign(new PushMemberEntity(), {
    memberNo: 42,
    area1: 1300000000,
    area2: 1380300000,
    joinedAt: new Date('2026-11-01T00:00:00Z'),
    active: true,
    withdrawnAt: null,
    eventAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  });
}

/** The messages repository in memory; `sendsToday` is what the daily-limit count answers. */
export class FakePushMessagesRepository {
  readonly rows: PushMessageEntity[] = [];
  readonly sourceEvents = new Set<string>();
  sendsToday = 0;
  locks: number[] = [];

  insert(message: NewPushMessage, _tx: TransactionScope): Promise<PushMessageEntity> {
    const row = messageEntity({ ...message, id: this.rows.length + 1, createdAt: new Date() });
    this.rows.push(row);
    return Promise.resolve(row);
  }

  async insertFromEvent(message: NewPushMessage, tx: TransactionScope): Promise<PushMessageEntity | null> {
    if (message.sourceEventId && this.sourceEvents.has(message.sourceEventId)) {
      return null;
    }
    if (message.sourceEventId) {
      this.sourceEvents.add(message.sourceEventId);
    }
    return this.insert(message, tx);
  }

  findById(id: number): Promise<PushMessageEntity | null> {
    return Promise.resolve(this.rows.find((row) => row.id === id) ?? null);
  }

  lockStoreSends(storeId: number): Promise<void> {
    this.locks.push(storeId);
    return Promise.resolve();
  }

  storeSendsToday(): Promise<{ count: number; secondsToTomorrow: number }> {
    return Promise.resolve({ count: this.sendsToday, secondsToTomorrow: 3600 });
  }
}

/** The part of the delivery worker message writers use. */
export class FakeDelivery {
  enabled = true;
  scheduled: number[] = [];
  kicks = 0;

  schedule(messageId: number): Promise<void> {
    if (this.enabled) {
      this.scheduled.push(messageId);
    }
    return Promise.resolve();
  }

  kick(): void {
    this.kicks++;
  }

  kickSoon(): void {
    this.kicks++;
  }
}
