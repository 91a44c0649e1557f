import { Injectable } from '@nestjs/common';
import { managerOf, tableOf, TransactionScope } from '@stamp/server-kit/database';
import { MissionSnapshot } from '@stamp/contracts';
import { StoreEntity } from '../stores/store.entity';
import { StoreMissionEntity } from './store-mission.entity';

/**
 * When an event replaces the row (`m`) with its own mission (`EXCLUDED`): it is of a newer mission (mission
 * ids grow with each new mission of a store), which also replaces a tombstone; or of the same mission, not
 * ended, and newer (an unknown version, the row's or the event's, counts as newer).
 */
const NEWER_EVENT = `EXCLUDED.mission_id > m.mission_id
  OR (EXCLUDED.mission_id = m.mission_id AND m.ended_at IS NULL
    AND (m.version IS NULL OR EXCLUDED.version IS NULL OR EXCLUDED.version > m.version))`;

/** When mission.ended turns the row into its tombstone: the row holds that mission, or an older one. */
const ENDS_ROW = `EXCLUDED.mission_id > m.mission_id
  OR (EXCLUDED.mission_id = m.mission_id AND m.ended_at IS NULL)`;

/**
 * Each write is one statement (an INSERT ... ON CONFLICT whose WHERE decides whether the event is newer than
 * the row), so that two replicas applying events of the same store at once, or a late redelivery, cannot
 * put an older state back. A store that does not exist gets no row.
 */
@Injectable()
export class StoreMissionsRepository {
  /** mission.created, mission.updated, mission.status-changed: the store's mission, when the event is newer. */
  async upsert(mission: MissionSnapshot, tx: TransactionScope): Promise<void> {
    await this.write(mission, null, NEWER_EVENT, tx);
  }

  /**
   * mission.ended: the row of that mission, or of an older one, becomes its tombstone (a row of a newer
   * mission stays as it is), and a store without a row gets one: a late event of the mission cannot bring it
   * back.
   */
  async end(mission: MissionSnapshot, endedAt: Date, tx: TransactionScope): Promise<void> {
    await this.write(mission, endedAt, ENDS_ROW, tx);
  }

  private async write(
    mission: MissionSnapshot,
    endedAt: Date | null,
    replacesRow: string,
    tx: TransactionScope,
  ): Promise<void> {
    const manager = managerOf(tx);
    await manager.query(
      `INSERT INTO ${tableOf(manager.dataSource, StoreMissionEntity)} AS m
         (store_id, mission_id, name, start_date, expire_date, max_stamp_count, status, created_at, version,
          ended_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
       WHERE EXISTS (SELECT 1 FROM ${tableOf(managerOf(tx).dataSource, StoreEntity)} WHERE id = $1)
       ON CONFLICT (store_id) DO UPDATE
         SET mission_id = EXCLUDED.mission_id, name = EXCLUDED.name, start_date = EXCLUDED.start_date,
             expire_date = EXCLUDED.expire_date, max_stamp_count = EXCLUDED.max_stamp_count,
             status = EXCLUDED.status, created_at = EXCLUDED.created_at, version = EXCLUDED.version,
             ended_at = EXCLUDED.ended_at
         WHERE ${replacesRow}`,
      [
        mission.store_id,
        mission.id,
        mission.name,
        mission.start_date,
        mission.expire_date,
        mission.max_stamp_count,
        mission.status ?? null,
        new Date(mission.createdAt),
        mission.version ?? null,
        endedAt,
      ],
    );
  }
}
