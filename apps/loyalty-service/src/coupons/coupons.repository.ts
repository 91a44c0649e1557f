import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HotStatement, HotStatements, managerOf, TransactionScope } from '@stamp/server-kit/database';
import type { MissionStatus } from '@stamp/shared';
import { TABLES, rowsOf } from '../database';
import { GuardRow, GuardState, guardColumns, guardOf } from '../guessing/guard-row';
import { MissionEntity } from '../missions/mission.entity';
import { STORE_COLUMNS, StoreColumns, storeOfRow } from '../stores/store-snapshot.columns';
import { StoreSnapshotEntity } from '../stores/store-snapshot.entity';
import { TicketEntity } from '../tickets/ticket.entity';
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
  /** The member has stamped at the card's store before (this card or another): the store's cap spares them. */
  regular: boolean;
}

/** A stamp as CouponsRepository.stamp writes it (the `loyalty.add_stamp` function). */
export interface NewStamp {
  couponId: number;
  memberNo: number;
  storeId: number;
  /**
   * The store's verifier that the password matched, for a password checked against a remembered verifier:
   * the stamp then also needs the store's verifier to be this one and the member's record there to be clean.
   * Null when the caller has just checked the password against the store's current verifier.
   */
  verifier: string | null;
  /** The calendar date in the missions' time zone. */
  today: string;
  /** The missions' time zone (MISSION_TIME_ZONE): the days of a mission's daily stamp limit. */
  timeZone: string;
  requestId: string | null;
}

export interface StampedCoupon {
  stampCount: number;
  maxStampCount: number;
  updatedAt: Date;
}

/** A stamp made: the card as it is now and, for its last stamp, the ticket that replaced it. */
export interface Stamped extends CouponWithMission, StampedCoupon {
  ticket: TicketEntity | null;
}

/** A stamp the mission's pacing refused (nothing changed): when the next one will be accepted. */
export interface Paced {
  nextStampAt: Date;
}

export function isPaced(outcome: unknown): outcome is Paced {
  return typeof outcome === 'object' && outcome !== null && 'nextStampAt' in outcome;
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
  m_min_stamp_interval_minutes: number | null;
  m_daily_stamp_limit: number | null;
  m_status: MissionStatus | null;
  m_created_at: Date;
  m_updated_at: Date;
}

/** The mission of a card (`m_*` columns) and its store. */
const MISSION_COLUMNS = `m.store_id AS m_store_id, m.name AS m_name, m.start_date::text AS m_start_date,
  m.expire_date::text AS m_expire_date, m.max_stamp_count AS m_max_stamp_count, m.status AS m_status,
  m.min_stamp_interval_minutes AS m_min_stamp_interval_minutes, m.daily_stamp_limit AS m_daily_stamp_limit,
  m.created_at AS m_created_at, m.updated_at AS m_updated_at, ${STORE_COLUMNS}`;

const COUPON_COLUMNS = `
  c.id, c.user_id, c.mission_id, c.stamp_count, c.max_stamp_count, c.created_at, c.updated_at,
  ${MISSION_COLUMNS}`;

/** A deleted store's snapshot (a tombstone) joins as no store. */
const COUPON_TABLES = `
  FROM ${TABLES.coupons} c
  JOIN ${TABLES.missions} m ON m.id = c.mission_id
  LEFT JOIN ${TABLES.stores} s ON s.id = m.store_id AND s.deleted_at IS NULL`;

const SELECT_COUPON = `SELECT ${COUPON_COLUMNS} ${COUPON_TABLES}`;

/**
 * Every stamp: `loyalty.add_stamp` (migration AddStampFunction) makes the stamp and its receipt, and for the
 * last stamp the ticket in place of the card, only while the card, its mission (and with a verifier, the
 * store's password and the member's record there) allow it; the card comes back with its mission and store.
 * When the mission's pacing refuses the stamp (migration AddMissionStampPacing), nothing changes and the row
 * carries only `next_stamp_at` (with the card's mission). $1 card, $2 member, $3 store, $4 verifier or null,
 * $5 today, $6 request id, $7 the missions' time zone. `npm run bench` gives pgbench this very statement.
 */
export const STAMP: HotStatement = {
  text: `SELECT a.id, a.user_id, a.mission_id, a.stamp_count, a.max_stamp_count, a.created_at, a.updated_at,
           a.ticket_id, a.ticket_created_at, a.next_stamp_at, ${MISSION_COLUMNS}
         FROM loyalty.add_stamp($1, $2, $3, $4, $5::date, $6, $7) a
         JOIN ${TABLES.missions} m ON m.id = a.mission_id
         LEFT JOIN ${TABLES.stores} s ON s.id = m.store_id AND s.deleted_at IS NULL`,
};

interface StampRow extends CouponRow {
  ticket_id: number | null;
  ticket_created_at: Date | null;
  next_stamp_at: Date | null;
}

function toCouponWithMission(row: CouponRow): CouponWithMission {
  const coupon = Object.assign(new CouponEntity(), {
    id: row.id,
    memberNo: row.user_id,
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
    minStampIntervalMinutes: row.m_min_stamp_interval_minutes,
    dailyStampLimit: row.m_daily_stamp_limit,
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
   * The card, its mission and store (with the stamp password's verifier), the member's guard there and
   * whether they have stamped there before (a card with stamps has; else the ledger's receipts say): one
   * query on the stamping path.
   */
  async findStampTarget(id: number): Promise<StampTarget | null> {
    const rows = await this.hot.rows<CouponRow & GuardRow & { regular: boolean }>(
      {
        text: `SELECT ${COUPON_COLUMNS}, ${guardColumns('g')},
         c.stamp_count > 0 OR EXISTS (
           SELECT 1 FROM ${TABLES.ledger} l
           WHERE l.user_id = c.user_id AND l.store_id = m.store_id AND l.kind = 'stamp') AS regular
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
    return { card: toCouponWithMission(row), guard: guardOf(row), regular: row.regular };
  }

  /**
   * One stamp and its receipt, and for the last stamp the card's ticket in place of the card, only while
   * everything `stamp` names still holds in the database: the member's card, below its maximum, its mission
   * ongoing and not past `today` at that store (and with a verifier, the store's verifier still that one and
   * no wrong password or lockout on record for the member there). Null otherwise: nothing changed. When all
   * that holds but the mission's pacing does not allow the stamp yet: `Paced`, nothing changed. Alone, the
   * statement is its own transaction; `manager` runs it in the caller's.
   */
  async stamp(stamp: NewStamp, tx?: TransactionScope): Promise<Stamped | Paced | null> {
    const parameters = [
      stamp.couponId,
      stamp.memberNo,
      stamp.storeId,
      stamp.verifier,
      stamp.today,
      stamp.requestId,
      stamp.timeZone,
    ];
    const rows = tx
      ? await rowsOf<StampRow>(managerOf(tx), STAMP.text, parameters)
      : await this.hot.rows<StampRow>(STAMP, parameters);
    const row = rows.at(0);
    if (!row) {
      return null;
    }
    if (row.next_stamp_at !== null) {
      return { nextStampAt: row.next_stamp_at };
    }
    const ticket =
      row.ticket_id === null || row.ticket_created_at === null
        ? null
        : Object.assign(new TicketEntity(), {
            id: row.ticket_id,
            memberNo: row.user_id,
            storeId: stamp.storeId,
            missionId: row.mission_id,
            couponId: row.id,
            isUsed: false,
            usedAt: null,
            createdAt: row.ticket_created_at,
          });
    return {
      ...toCouponWithMission(row),
      stampCount: row.stamp_count,
      maxStampCount: row.max_stamp_count,
      updatedAt: row.updated_at,
      ticket,
    };
  }

  async findByMemberAndMission(memberNo: number, missionId: number): Promise<CouponWithMission | null> {
    return (
      (await this.select('WHERE c.user_id = $1 AND c.mission_id = $2', [memberNo, missionId]))[0] ?? null
    );
  }

  async listByMember(memberNo: number): Promise<CouponWithMission[]> {
    return this.select('WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC', [memberNo]);
  }

  /** Makes the member's card unless one exists (one per member and mission); true when it was made now. */
  async insertIfAbsent(memberNo: number, missionId: number, maxStampCount: number): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      this.dataSource.manager,
      `INSERT INTO ${TABLES.coupons} (user_id, mission_id, stamp_count, max_stamp_count, is_used)
       VALUES ($1, $2, 0, $3, false)
       ON CONFLICT (user_id, mission_id) DO NOTHING
       RETURNING id`,
      [memberNo, missionId, maxStampCount],
    );
    return rows.length > 0;
  }

  async deleteAllOfMember(memberNo: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(`DELETE FROM ${TABLES.coupons} WHERE user_id = $1`, [memberNo]);
  }

  /** Deletes the member's card; false when it was already gone. */
  async delete(id: number, memberNo: number, tx: TransactionScope): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      managerOf(tx),
      `DELETE FROM ${TABLES.coupons} WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, memberNo],
    );
    return rows.length > 0;
  }
}
