import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HotStatement, HotStatements, managerOf, TransactionScope } from '@stamp/server-kit/database';
import type { MissionStatus } from '@stamp/shared';
import { TABLES, rowsOf } from '../database';
import { GuardState } from '../guessing/guessing.repository';
import { MissionEntity } from '../missions/mission.entity';
import { STORE_COLUMNS, StoreColumns, storeOfRow } from '../stores/store-snapshot.columns';
import { StoreSnapshotEntity } from '../stores/store-snapshot.entity';
import { CouponEntity } from './coupon.entity';

/** A card with its mission and (when known) its store. */
export interface CouponWithMission {
  coupon: CouponEntity;
  mission: MissionEntity;
  store: StoreSnapshotEntity | null;
}

/** A card about to be stamped, with the member's wrong-password record at its store (null: none). */
export interface StampTarget {
  card: CouponWithMission;
  guard: GuardState | null;
}

/** A stamp for the one-statement path (CouponsRepository.stampKnownCard). */
export interface KnownCardStamp {
  couponId: number;
  userId: number;
  storeId: number;
  /** The store's verifier that the password matched. */
  verifier: string;
  /** The calendar date in the missions' time zone. */
  today: string;
  requestId: string | null;
}

export interface StampedCoupon {
  stampCount: number;
  maxStampCount: number;
  updatedAt: Date;
}

interface CouponRow extends StoreColumns {
  id: number;
  user_id: number;
  mission_id: number;
  stamp_count: number;
  max_stamp_count: number;
  created_at: Date;
  updated_at: Date;
  m_store_id: number;
  m_name: string;
  m_start_date: string;
  m_expire_date: string;
  m_max_stamp_count: number;
  m_status: MissionStatus | null;
  m_created_at: Date;
  m_updated_at: Date;
}

const COUPON_COLUMNS = `
  c.id, c.user_id, c.mission_id, c.stamp_count, c.max_stamp_count, c.created_at, c.updated_at,
  m.store_id AS m_store_id, m.name AS m_name, m.start_date::text AS m_start_date,
  m.expire_date::text AS m_expire_date, m.max_stamp_count AS m_max_stamp_count, m.status AS m_status,
  m.created_at AS m_created_at, m.updated_at AS m_updated_at, ${STORE_COLUMNS}`;

/** A deleted store's snapshot (a tombstone) joins as no store. */
const COUPON_TABLES = `
  FROM ${TABLES.coupons} c
  JOIN ${TABLES.missions} m ON m.id = c.mission_id
  LEFT JOIN ${TABLES.stores} s ON s.id = m.store_id AND s.deleted_at IS NULL`;

const SELECT_COUPON = `SELECT ${COUPON_COLUMNS} ${COUPON_TABLES}`;

/**
 * A stamp below the last with its receipt, in one statement (atomic on its own, no transaction needed): only
 * while the card stays below its maximum after the stamp. $1 card, $2 member, $3 store, $4 request id.
 */
export const ADD_STAMP_BELOW_LAST: HotStatement = {
  text: `WITH stamped AS (
         UPDATE ${TABLES.coupons} SET stamp_count = stamp_count + 1, updated_at = now()
         WHERE id = $1 AND user_id = $2 AND stamp_count + 1 < max_stamp_count
         RETURNING id, user_id, mission_id, stamp_count, max_stamp_count, updated_at
       ), receipt AS (
         INSERT INTO ${TABLES.ledger} (kind, user_id, store_id, mission_id, coupon_id, stamp_count, request_id)
         SELECT 'stamp', user_id, $3, mission_id, id, stamp_count, $4 FROM stamped
       )
       SELECT stamp_count, max_stamp_count, updated_at FROM stamped`,
};

/**
 * The common stamp (CouponsRepository.stampKnownCard): ADD_STAMP_BELOW_LAST, only while the mission is
 * active, the store is not deleted, its verifier is the one given and the member has no wrong password on
 * record there.
 * $1 card, $2 member, $3 store, $4 verifier, $5 today, $6 request id. `npm run bench` gives pgbench this
 * very statement.
 */
export const STAMP_KNOWN_CARD: HotStatement = {
  text: `WITH stamped AS (
           UPDATE ${TABLES.coupons} c SET stamp_count = c.stamp_count + 1, updated_at = now()
           FROM ${TABLES.missions} m JOIN ${TABLES.stores} s ON s.id = m.store_id
           WHERE c.id = $1 AND c.user_id = $2 AND c.stamp_count + 1 < c.max_stamp_count
             AND m.id = c.mission_id AND m.store_id = $3 AND m.status = 'ongoing' AND m.expire_date >= $5::date
             AND s.stamp_password_verifier = $4 AND s.deleted_at IS NULL
             AND NOT EXISTS (
               SELECT 1 FROM ${TABLES.guards} g
               WHERE g.user_id = $2 AND g.store_id = $3 AND (g.consecutive_failures > 0 OR g.lockouts > 0))
           RETURNING ${COUPON_COLUMNS}
         ), receipt AS (
           INSERT INTO ${TABLES.ledger} (kind, user_id, store_id, mission_id, coupon_id, stamp_count, request_id)
           SELECT 'stamp', user_id, $3, mission_id, id, stamp_count, $6 FROM stamped
         )
         SELECT * FROM stamped`,
};

function toCouponWithMission(row: CouponRow): CouponWithMission {
  const coupon = Object.assign(new CouponEntity(), {
    id: row.id,
    userId: row.user_id,
    missionId: row.mission_id,
    stampCount: row.stamp_count,
    maxStampCount: row.max_stamp_count,
    isUsed: false,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
  const mission = Object.assign(new MissionEntity(), {
    id: row.mission_id,
    storeId: row.m_store_id,
    name: row.m_name,
    startDate: row.m_start_date,
    expireDate: row.m_expire_date,
    maxStampCount: row.m_max_stamp_count,
    status: row.m_status,
    expiryAnnouncedAt: null,
    createdAt: row.m_created_at,
    updatedAt: row.m_updated_at,
  });
  return { coupon, mission, store: storeOfRow(row) };
}

/** The only place the loyalty service speaks TypeORM about cards. */
@Injectable()
export class CouponsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hot: HotStatements,
  ) {}

  private async select(where: string, parameters: unknown[]): Promise<CouponWithMission[]> {
    const rows = await rowsOf<CouponRow>(this.dataSource.manager, `${SELECT_COUPON} ${where}`, parameters);
    return rows.map(toCouponWithMission);
  }

  async findById(id: number): Promise<CouponWithMission | null> {
    return (await this.select('WHERE c.id = $1', [id]))[0] ?? null;
  }

  /**
   * The card, its mission and store (with the stamp password's verifier), and the member's guard there: one
   * query on the stamping path.
   */
  async findStampTarget(id: number): Promise<StampTarget | null> {
    const rows = await this.hot.rows<
      CouponRow & {
        g_consecutive_failures: number | null;
        g_lockouts: number | null;
        g_locked_until: Date | null;
      }
    >(
      {
        text: `SELECT ${COUPON_COLUMNS}, g.consecutive_failures AS g_consecutive_failures, g.lockouts AS g_lockouts,
              g.locked_until AS g_locked_until
       ${COUPON_TABLES}
       LEFT JOIN ${TABLES.guards} g ON g.user_id = c.user_id AND g.store_id = m.store_id
       WHERE c.id = $1`,
      },
      [id],
    );
    const row = rows.at(0);
    if (!row) {
      return null;
    }
    const guard =
      row.g_consecutive_failures === null
        ? null
        : {
            consecutiveFailures: row.g_consecutive_failures,
            lockouts: row.g_lockouts ?? 0,
            lockedUntil: row.g_locked_until,
          };
    return { card: toCouponWithMission(row), guard };
  }

  /**
   * The common stamp in one statement, for a card whose store is known and a password known to match the
   * store's `verifier`: one more stamp and its receipt, only while all of this still holds in the database —
   * the member's card, below its last stamp, its mission ongoing and not past `today`, the store's verifier
   * still the one given, and no wrong password or lockout on record for the member there. Null otherwise
   * (nothing changed: the full path decides).
   */
  async stampKnownCard(stamp: KnownCardStamp): Promise<(CouponWithMission & StampedCoupon) | null> {
    const rows = await this.hot.rows<CouponRow>(STAMP_KNOWN_CARD, [
      stamp.couponId,
      stamp.userId,
      stamp.storeId,
      stamp.verifier,
      stamp.today,
      stamp.requestId,
    ]);
    const row = rows.at(0);
    return row
      ? {
          ...toCouponWithMission(row),
          stampCount: row.stamp_count,
          maxStampCount: row.max_stamp_count,
          updatedAt: row.updated_at,
        }
      : null;
  }

  async findByMemberAndMission(userId: number, missionId: number): Promise<CouponWithMission | null> {
    return (await this.select('WHERE c.user_id = $1 AND c.mission_id = $2', [userId, missionId]))[0] ?? null;
  }

  async listByMember(userId: number): Promise<CouponWithMission[]> {
    return this.select('WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC', [userId]);
  }

  /** Makes the member's card unless one exists (one per member and mission); true when it was made now. */
  async insertIfAbsent(userId: number, missionId: number, maxStampCount: number): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      this.dataSource.manager,
      `INSERT INTO ${TABLES.coupons} (user_id, mission_id, stamp_count, max_stamp_count, is_used)
       VALUES ($1, $2, 0, $3, false)
       ON CONFLICT (user_id, mission_id) DO NOTHING
       RETURNING id`,
      [userId, missionId, maxStampCount],
    );
    return rows.length > 0;
  }

  /**
   * One more stamp, only while the card is below its maximum: concurrent stamps queue on the row lock and
   * each sees the count the previous one left, so the count never passes the maximum (and the database's
   * check would refuse it anyway). Null when the card is gone, full, or someone else's.
   */
  async addStamp(id: number, userId: number, tx: TransactionScope): Promise<StampedCoupon | null> {
    const rows = await rowsOf<{ stamp_count: number; max_stamp_count: number; updated_at: Date }>(
      managerOf(tx),
      `UPDATE ${TABLES.coupons} SET stamp_count = stamp_count + 1, updated_at = now()
       WHERE id = $1 AND user_id = $2 AND stamp_count < max_stamp_count
       RETURNING stamp_count, max_stamp_count, updated_at`,
      [id, userId],
    );
    const row = rows.at(0);
    return row
      ? { stampCount: row.stamp_count, maxStampCount: row.max_stamp_count, updatedAt: row.updated_at }
      : null;
  }

  /**
   * A stamp below the last with its receipt, in one statement (atomic on its own, no transaction needed):
   * only while the card stays below its maximum after the stamp. Null otherwise (the last stamp, which
   * also makes a ticket, takes the transactional path; or the card is gone).
   */
  async addStampBelowLast(
    id: number,
    userId: number,
    receipt: { storeId: number; requestId: string | null },
  ): Promise<StampedCoupon | null> {
    const rows = await this.hot.rows<{ stamp_count: number; max_stamp_count: number; updated_at: Date }>(
      ADD_STAMP_BELOW_LAST,
      [id, userId, receipt.storeId, receipt.requestId],
    );
    const row = rows.at(0);
    return row
      ? { stampCount: row.stamp_count, maxStampCount: row.max_stamp_count, updatedAt: row.updated_at }
      : null;
  }

  async deleteAllOfMember(userId: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(`DELETE FROM ${TABLES.coupons} WHERE user_id = $1`, [userId]);
  }

  /** Deletes the member's card; false when it was already gone. */
  async delete(id: number, userId: number, tx: TransactionScope): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      managerOf(tx),
      `DELETE FROM ${TABLES.coupons} WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  }
}
