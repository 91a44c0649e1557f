import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { managerOf, tableOf, TransactionScope } from '@stamp/server-kit/database';
import type { PushOrigin } from '@stamp/contracts';
import { DeliveryJobEntity } from '../delivery/delivery-job.entity';
import { PushMessageEntity } from './push-message.entity';

export type NewPushMessage = Omit<PushMessageEntity, 'id' | 'createdAt'>;

/** A message with how far its delivery went (no job: delivery was off when it was written). */
export interface PushMessageWithDelivery {
  message: PushMessageEntity;
  delivery: { sent: number; failed: number; removed: number; finished: boolean } | null;
}

export interface Page {
  limit: number;
  before?: number;
}

interface MessageRow {
  id: number;
  type: PushMessageEntity['type'];
  title: string;
  message: string;
  origin: PushOrigin;
  area_id: number | null;
  region: string | null;
  province: string | null;
  store_id: number | null;
  admin_id: number | null;
  source_event_id: string | null;
  created_at: Date;
  d_sent: number | null;
  d_failed: number | null;
  d_removed: number | null;
  d_finished_at: Date | null;
  d_exists: boolean;
}

function toEntity(row: MessageRow): PushMessageEntity {
  return Object.assign(new PushMessageEntity(), {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    origin: row.origin,
    areaId: row.area_id,
    region: row.region,
    province: row.province,
    storeId: row.store_id,
    adminId: row.admin_id,
    sourceEventId: row.source_event_id,
    createdAt: new Date(row.created_at),
  });
}

/** The only place the push service speaks TypeORM about messages. */
@Injectable()
export class PushMessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get messages(): string {
    return tableOf(this.dataSource, PushMessageEntity);
  }

  private get deliveries(): string {
    return tableOf(this.dataSource, DeliveryJobEntity);
  }

  async insert(message: NewPushMessage, tx: TransactionScope): Promise<PushMessageEntity> {
    const repository = managerOf(tx).getRepository(PushMessageEntity);
    return repository.save(repository.create(message));
  }

  /**
   * Writes the push an event announces, unless that event already wrote one (the unique source event id
   * makes this hold even beside the consumer's own processed-event record). Null when it existed.
   */
  async insertFromEvent(message: NewPushMessage, tx: TransactionScope): Promise<PushMessageEntity | null> {
    const result = await managerOf(tx)
      .createQueryBuilder()
      .insert()
      .into(PushMessageEntity)
      .values(message)
      .orIgnore()
      .returning('*')
      .execute();
    const rows = result.raw as MessageRow[];
    const row = rows.at(0);
    return row ? toEntity(row) : null;
  }

  async findById(id: number, tx?: TransactionScope): Promise<PushMessageEntity | null> {
    return (tx ? managerOf(tx) : this.dataSource.manager).findOne(PushMessageEntity, { where: { id } });
  }

  /** Newest first, keyset paged by id, with each message's delivery progress. */
  async listByOrigin(origins: PushOrigin[], page: Page): Promise<PushMessageWithDelivery[]> {
    const params: unknown[] = [origins, page.limit];
    let before = '';
    if (page.before !== undefined) {
      params.push(page.before);
      before = 'AND m.id < $3';
    }
    const rows = await this.dataSource.query<MessageRow[]>(
      `SELECT m.*, d.sent AS d_sent, d.failed AS d_failed, d.removed AS d_removed,
              d.finished_at AS d_finished_at, (d.message_id IS NOT NULL) AS d_exists
       FROM ${this.messages} m LEFT JOIN ${this.deliveries} d ON d.message_id = m.id
       WHERE m.origin = ANY($1::varchar[]) ${before}
       ORDER BY m.id DESC LIMIT $2`,
      params,
    );
    return rows.map((row) => ({
      message: toEntity(row),
      delivery: row.d_exists
        ? {
            sent: row.d_sent ?? 0,
            failed: row.d_failed ?? 0,
            removed: row.d_removed ?? 0,
            finished: row.d_finished_at !== null,
          }
        : null,
    }));
  }

  /**
   * Serializes a store's sends (transaction-scoped advisory lock), so two requests at once cannot both
   * pass the daily limit.
   */
  async lockStoreSends(storeId: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(`SELECT pg_advisory_xact_lock(hashtext('push:store-sends'), $1)`, [storeId]);
  }

  /** How many pushes the store sent today (in the time zone's calendar) and seconds until tomorrow there. */
  async storeSendsToday(
    storeId: number,
    timeZone: string,
    tx: TransactionScope,
  ): Promise<{ count: number; secondsToTomorrow: number }> {
    const rows = await managerOf(tx).query<{ count: string; seconds: string }[]>(
      `WITH day AS (SELECT date_trunc('day', now() AT TIME ZONE $2) AS start)
       SELECT (SELECT count(*) FROM ${this.messages}
               WHERE store_id = $1 AND origin = 'store'
                 AND created_at >= (SELECT start FROM day) AT TIME ZONE $2) AS count,
              ceil(extract(epoch FROM ((SELECT start FROM day) + interval '1 day') AT TIME ZONE $2 - now())) AS seconds`,
      [storeId, timeZone],
    );
    const row = rows.at(0);
    return { count: Number(row?.count ?? 0), secondsToTomorrow: Math.max(1, Number(row?.seconds ?? 1)) };
  }
}
