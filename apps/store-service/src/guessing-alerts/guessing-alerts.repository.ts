import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { TransactionScope, managerOf } from '@stamp/server-kit/database';
import { StoreEntity } from '../stores/store.entity';
import { StampGuessingAlertEntity } from './stamp-guessing-alert.entity';

export type NewGuessingAlert = Pick<
  StampGuessingAlertEntity,
  'storeId' | 'detectedAt' | 'failures' | 'members' | 'windowSeconds'
>;

/** An alert whose mail this replica has claimed, with what the mail needs of its store. */
export interface ClaimedAlertMail {
  alert: StampGuessingAlertEntity;
  store: Pick<StoreEntity, 'id' | 'name' | 'email' | 'ownerName'>;
}

/** A store with open alerts: its latest open alert and the count and sum of them all. */
export interface OpenAlertsOfStore {
  storeId: number;
  storeName: string;
  storeCode: string;
  detectedAt: Date;
  firstDetectedAt: Date;
  failures: number;
  members: number;
  windowSeconds: number;
  alerts: number;
  totalFailures: number;
}

/**
 * The stores with open alerts (or store $2's alone), newest latest alert first, at most $1. Few rows (an alert is at most one per
 * store and window, and a new stamp password closes them), so no index of its own.
 */
const OPEN_ALERTS_BY_STORE = `
  SELECT a.store_id, s.name AS store_name, s.code AS store_code,
         max(a.detected_at) AS detected_at, min(a.detected_at) AS first_detected_at,
         (array_agg(a.failures ORDER BY a.detected_at DESC))[1] AS failures,
         (array_agg(a.members ORDER BY a.detected_at DESC))[1] AS members,
         (array_agg(a.window_seconds ORDER BY a.detected_at DESC))[1] AS window_seconds,
         count(*) AS alerts, sum(a.failures) AS total_failures
  FROM "store"."stamp_guessing_alerts" a
  JOIN "store"."stores" s ON s.id = a.store_id
  WHERE a.resolved_at IS NULL AND ($2::int IS NULL OR a.store_id = $2)
  GROUP BY a.store_id, s.name, s.code
  ORDER BY max(a.detected_at) DESC, a.store_id
  LIMIT $1`;

interface OpenAlertsRow {
  store_id: number;
  store_name: string;
  store_code: string;
  detected_at: Date;
  first_detected_at: Date;
  failures: number;
  members: number;
  window_seconds: number;
  alerts: string;
  total_failures: string;
}

/** The only place the store service speaks TypeORM about guessing alerts. */
@Injectable()
export class GuessingAlertsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the alert, unless its store is gone or the same alert (store and detection time) is already
   * recorded. True when a row was written.
   */
  async record(alert: NewGuessingAlert, tx: TransactionScope): Promise<boolean> {
    if (!(await managerOf(tx).exists(StoreEntity, { where: { id: alert.storeId } }))) {
      return false;
    }
    const result = await managerOf(tx)
      .createQueryBuilder()
      .insert()
      .into(StampGuessingAlertEntity)
      .values(alert)
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Each store's latest open alert, in one query, whatever the number of stores. */
  async latestOpenOf(storeIds: number[]): Promise<Map<number, StampGuessingAlertEntity>> {
    if (storeIds.length === 0) {
      return new Map();
    }
    const alerts = await this.dataSource.manager
      .createQueryBuilder(StampGuessingAlertEntity, 'alert')
      .distinctOn(['alert.store_id'])
      .where('alert.store_id IN (:...storeIds)', { storeIds })
      .andWhere('alert.resolved_at IS NULL')
      .orderBy('alert.store_id', 'ASC')
      .addOrderBy('alert.detected_at', 'DESC')
      .getMany();
    return new Map(alerts.map((alert) => [alert.storeId, alert]));
  }

  /** The stores with open alerts, or with `storeId` that store alone (one row at most). */
  async openByStore(limit: number, storeId?: number): Promise<OpenAlertsOfStore[]> {
    const rows = await this.dataSource.manager.query<OpenAlertsRow[]>(OPEN_ALERTS_BY_STORE, [
      limit,
      storeId ?? null,
    ]);
    return rows.map((row) => ({
      storeId: row.store_id,
      storeName: row.store_name,
      storeCode: row.store_code,
      detectedAt: row.detected_at,
      firstDetectedAt: row.first_detected_at,
      failures: row.failures,
      members: row.members,
      windowSeconds: row.window_seconds,
      alerts: Number(row.alerts),
      totalFailures: Number(row.total_failures),
    }));
  }

  /** Closes the store's open alerts (its stamp password changed), in the caller's transaction. */
  async resolveOpen(storeId: number, at: Date, tx: TransactionScope): Promise<void> {
    await managerOf(tx).update(
      StampGuessingAlertEntity,
      { storeId, resolvedAt: IsNull() },
      { resolvedAt: at },
    );
  }

  /**
   * Takes the oldest open alert whose mail is due (not sent, not claimed, not waiting for a retry, fewer
   * than `maxAttempts` tries) and holds it until `claimedUntil`: replicas skip each other's locked rows, so
   * one replica sends it. A short transaction of its own, closed before the mail is sent.
   */
  async claimNextMail(now: Date, claimedUntil: Date, maxAttempts: number): Promise<ClaimedAlertMail | null> {
    return this.dataSource.transaction(async (manager) => {
      const alert = await manager
        .createQueryBuilder(StampGuessingAlertEntity, 'alert')
        .innerJoinAndSelect('alert.store', 'store')
        .where('alert.mailed_at IS NULL AND alert.resolved_at IS NULL')
        .andWhere('alert.mail_attempts < :maxAttempts', { maxAttempts })
        .andWhere('(alert.mail_not_before IS NULL OR alert.mail_not_before <= :now)', { now })
        .orderBy('alert.id', 'ASC')
        .limit(1)
        .setLock('pessimistic_write', undefined, ['alert'])
        .setOnLocked('skip_locked')
        .getOne();
      if (!alert?.store) {
        return null;
      }
      alert.mailAttempts += 1;
      alert.mailNotBefore = claimedUntil;
      await manager.update(
        StampGuessingAlertEntity,
        { id: alert.id },
        { mailAttempts: alert.mailAttempts, mailNotBefore: claimedUntil },
      );
      const { store, ...rest } = alert;
      return {
        alert: Object.assign(new StampGuessingAlertEntity(), rest),
        store: { id: store.id, name: store.name, email: store.email, ownerName: store.ownerName },
      };
    });
  }

  async markMailed(id: number, at: Date): Promise<void> {
    await this.dataSource.manager.update(
      StampGuessingAlertEntity,
      { id },
      { mailedAt: at, mailNotBefore: null },
    );
  }

  /** A failed send: try again from `notBefore` (the claim ends then). */
  async retryMailAt(id: number, notBefore: Date): Promise<void> {
    await this.dataSource.manager.update(
      StampGuessingAlertEntity,
      { id, mailedAt: IsNull() },
      { mailNotBefore: notBefore },
    );
  }
}
