import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { TransactionScope, managerOf } from '@stamp/server-kit/database';
import { StoreChangedPayload, StoreDeletedPayload, StoreSnapshot } from '@stamp/contracts';
import { TABLES, rowsOf } from '../database';
import { StoreSnapshotEntity } from './store-snapshot.entity';

/** The name and place of the row being inserted, over the existing row's. */
const NAME_AND_PLACE = `name = EXCLUDED.name, region = EXCLUDED.region, province = EXCLUDED.province,
  address = EXCLUDED.address, phone_number = EXCLUDED.phone_number`;

/**
 * The store read model. Each write is one statement (an INSERT ... ON CONFLICT whose WHERE decides on the
 * row as it is at that moment, locked), so handlers of two events of one store on two replicas cannot
 * interleave a read and a write: an older version never overwrites a newer one, and nothing brings back a
 * tombstone.
 */
@Injectable()
export class StoreSnapshotsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The store's name and place; its verifier and version stay as they are (a new row has neither). False,
   * changing nothing, when the store was deleted (a tombstone).
   */
  async upsert(store: StoreSnapshot, tx?: TransactionScope): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      tx ? managerOf(tx) : this.dataSource.manager,
      `INSERT INTO ${TABLES.stores} AS s (id, name, region, province, address, phone_number)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET ${NAME_AND_PLACE}, updated_at = now()
       WHERE s.deleted_at IS NULL
       RETURNING s.id`,
      [store.id, store.name, store.region, store.province, store.address, store.phone_number ?? ''],
    );
    return rows.length > 0;
  }

  /**
   * store.created/updated: name, place, the stamp password's verifier and the rotating codes' secret (none
   * in the event: null) and the version (likewise); a verifier or secret other than the row's also sets
   * `stamp_password_set_at` (a new password or stamp mode: the store's guessing ceiling counts afresh). Skipped for a deleted store, and when both the row and the
   * event have a version and the event's is not greater (it arrived late: a redelivery, or another
   * replica's slower transaction).
   */
  async upsertChanged(store: StoreChangedPayload, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(
      `INSERT INTO ${TABLES.stores} AS s
         (id, name, region, province, address, phone_number, stamp_password_verifier, stamp_code_secret,
          version, stamp_password_set_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
       ON CONFLICT (id) DO UPDATE SET ${NAME_AND_PLACE},
         stamp_password_verifier = EXCLUDED.stamp_password_verifier,
         stamp_code_secret = EXCLUDED.stamp_code_secret, version = EXCLUDED.version,
         stamp_password_set_at = CASE
           WHEN s.stamp_password_verifier IS DISTINCT FROM EXCLUDED.stamp_password_verifier
             OR s.stamp_code_secret IS DISTINCT FROM EXCLUDED.stamp_code_secret THEN now()
           ELSE s.stamp_password_set_at END,
         updated_at = now()
       WHERE s.deleted_at IS NULL
         AND (s.version IS NULL OR EXCLUDED.version IS NULL OR EXCLUDED.version > s.version)`,
      [
        store.id,
        store.name,
        store.region,
        store.province,
        store.address,
        store.phone_number ?? '',
        store.stampPasswordVerifier ?? null,
        store.stampCodeSecret ?? null,
        store.version ?? null,
      ],
    );
  }

  /**
   * store.deleted: the row stays as a tombstone, without the verifier or the codes' secret (a deleted
   * store's credentials are not kept), so that a store.created/updated arriving after it cannot bring the store back. A store never
   * seen gets a tombstone with the event's name.
   */
  async markDeleted(store: StoreDeletedPayload, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(
      `INSERT INTO ${TABLES.stores} AS s (id, name, region, province, address, phone_number, deleted_at)
       VALUES ($1, $2, '', '', '', '', now())
       ON CONFLICT (id) DO UPDATE SET stamp_password_verifier = NULL, stamp_code_secret = NULL,
         deleted_at = now(), updated_at = now()
       WHERE s.deleted_at IS NULL`,
      [store.id, store.name],
    );
  }

  /** The store's snapshot; null when there is none or the store was deleted. */
  async find(id: number, tx?: TransactionScope): Promise<StoreSnapshotEntity | null> {
    return (tx ? managerOf(tx) : this.dataSource.manager).findOne(StoreSnapshotEntity, {
      where: { id, deletedAt: IsNull() },
    });
  }
}
