import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  HotStatement,
  HotStatements,
  StatementBatches,
  managerOf,
  TransactionScope,
} from '@stamp/server-kit/database';
import type { WireReply } from '@stamp/contracts';
import type { MissionStatus } from '@stamp/shared';
import { TABLES, firstRow, rowsOf } from '../database';
import { GuardRow, GuardState, guardColumns, guardOf } from '../guessing/guard-row';
import { KeyClaim, KeyClaimed, isKeyClaimed } from '../idempotency/key-claim';
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

/** A stamp as CouponsRepository.stamp sends it (the `loyalty.add_stamp` function, src/sql/add-stamp.sql). */
export interface NewStamp {
  couponId: number;
  memberNo: number;
  /**
   * The store verifiers the typed password is known to match (StampPasswordChecker's memo): the statement
   * then checks the member's record at the store, that they have stamped there, and the store's verifier.
   * Null when the caller has just checked the password and the lockout itself.
   */
  verifiers: string[] | null;
  /** The calendar date in the missions' time zone. */
  today: string;
  /** The missions' time zone (MISSION_TIME_ZONE): the days of a mission's daily stamp limit. */
  timeZone: string;
  requestId: string | null;
  idempotency: StampKey | null;
}

/** The Idempotency-Key of a stamp, the hash of its request, and the oldest record that still counts. */
export type StampKey = KeyClaim;

export interface StampedCoupon {
  stampCount: number;
  maxStampCount: number;
  updatedAt: Date;
}

/** A stamp made: the card as it is now and, for its last stamp, the ticket that replaced it. */
export interface Stamped extends CouponWithMission, StampedCoupon {
  ticket: TicketEntity | null;
}

/** What one call of `loyalty.add_stamp` came to. */
export type StampOutcome =
  /** The card after the stamp. */
  | { outcome: 'stamped'; stamped: Stamped }
  /** The mission's pacing held the stamp back (nothing changed): when the next one will be accepted. */
  | { outcome: 'paced'; card: CouponWithMission; nextStampAt: Date }
  /** Nothing changed: the full checks must answer (or, for a checked password, the card is gone). */
  | { outcome: 'check' }
  /** The Idempotency-Key was used for another request. */
  | { outcome: 'conflict' }
  /** The stored answer of the first request with this key: a stamp (as `stamped`) or a stored refusal. */
  | { outcome: 'replay'; stamped: Stamped }
  | { outcome: 'replay'; reply: WireReply<unknown> };

/** Another request with the same Idempotency-Key committed while this one stamped: it changed nothing. */
export class StampKeyClaimed extends KeyClaimed {}

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
 * Every stamp, keyed or not: one call of `loyalty.add_stamp` (src/sql/add-stamp.sql), its answer as text
 * (jsonb). $1 card, $2 member, $3 verifiers (jsonb) or null, $4 today, $5 request id, $6 the missions' time
 * zone, $7 Idempotency-Key or null, $8 request hash, $9 oldest live key. `npm run bench` gives pgbench this
 * very statement.
 */
export const STAMP: HotStatement = {
  text: `SELECT loyalty.add_stamp($1, $2, $3::text::jsonb, $4::date, $5, $6, $7, $8, $9::timestamptz)::text AS outcome`,
};

/**
 * Several stamps in one statement (one transaction, one commit): `loyalty.add_stamp` once for each, in the
 * order of $1 (a JSON array of the stamps' arguments as STAMP takes them), each call seeing the calls before
 * it as consecutive statements of one transaction would. The answers come as one row, a JSON array in the
 * same order: postgres.js 3.4.9 answers the next statement on a connection wrongly after one that failed
 * between two rows (porsager/postgres#1119), and one row is never cut short.
 */
export const STAMPS: HotStatement = {
  text: `SELECT jsonb_agg(loyalty.add_stamp(s.card, s.member, s.verifiers, s.today, s.request_id, s.time_zone,
      s.key, s.request_hash, s.key_since) ORDER BY s.n)::text AS outcomes
    FROM ROWS FROM (jsonb_to_recordset($1::text::jsonb) AS (card integer, member integer, verifiers jsonb,
      today date, request_id text, time_zone text, key text, request_hash text, key_since timestamptz))
      WITH ORDINALITY AS s(card, member, verifiers, today, request_id, time_zone, key, request_hash, key_since, n)`,
};

/** The most stamps one statement takes. */
const MAX_STAMPS_PER_STATEMENT = 32;

/** The card of a `loyalty.add_stamp` answer (its store without the verifier), dates as JSON strings. */
type StampedCardJson = Omit<
  CouponRow,
  | 'created_at'
  | 'updated_at'
  | 'm_created_at'
  | 'm_updated_at'
  | 's_stamp_password_verifier'
  | 's_stamp_code_secret'
> & {
  created_at: string;
  updated_at: string;
  m_created_at: string;
  m_updated_at: string;
  ticket_id?: number | null;
  ticket_created_at?: string | null;
};

/** The jsonb `loyalty.add_stamp` answers, as stored for an Idempotency-Key too. */
export interface StampAnswerJson {
  outcome: 'stamped' | 'paced' | 'check' | 'conflict' | 'replay';
  card?: StampedCardJson;
  next_stamp_at?: string;
  response?: StampAnswerJson | WireReply<unknown>;
}

function cardOfJson(json: StampedCardJson): CouponWithMission {
  return toCouponWithMission({
    ...json,
    created_at: new Date(json.created_at),
    updated_at: new Date(json.updated_at),
    m_created_at: new Date(json.m_created_at),
    m_updated_at: new Date(json.m_updated_at),
    s_stamp_password_verifier: null,
    s_stamp_code_secret: null,
  });
}

function stampedOfJson(json: StampedCardJson): Stamped {
  const card = cardOfJson(json);
  const ticket =
    json.ticket_id === null || json.ticket_id === undefined || !json.ticket_created_at
      ? null
      : Object.assign(new TicketEntity(), {
          id: json.ticket_id,
          memberNo: json.user_id,
          storeId: json.m_store_id,
          missionId: json.mission_id,
          couponId: json.id,
          isUsed: false,
          usedAt: null,
          createdAt: new Date(json.ticket_created_at),
        });
  return {
    ...card,
    stampCount: card.coupon.stampCount,
    maxStampCount: card.coupon.maxStampCount,
    updatedAt: card.coupon.updatedAt,
    ticket,
  };
}

function isStampAnswer(response: StampAnswerJson | WireReply<unknown>): response is StampAnswerJson {
  return 'outcome' in response;
}

/** The outcome of a `loyalty.add_stamp` answer. */
export function stampOutcomeOf(answer: StampAnswerJson): StampOutcome {
  switch (answer.outcome) {
    case 'stamped':
      return { outcome: 'stamped', stamped: stampedOfJson(answer.card as StampedCardJson) };
    case 'paced':
      return {
        outcome: 'paced',
        card: cardOfJson(answer.card as StampedCardJson),
        nextStampAt: new Date(answer.next_stamp_at as string),
      };
    case 'replay': {
      const response = answer.response as StampAnswerJson | WireReply<unknown>;
      return isStampAnswer(response)
        ? { outcome: 'replay', stamped: stampedOfJson(response.card as StampedCardJson) }
        : { outcome: 'replay', reply: response };
    }
    case 'check':
    case 'conflict':
      return { outcome: answer.outcome };
  }
}

/** STAMP's parameters for a stamp: its STAMPS record's values, in the same order, the verifiers as text. */
function stampArguments(stamp: NewStamp): unknown[] {
  const record = stampRecord(stamp);
  return Object.values({
    ...record,
    verifiers: record.verifiers === null ? null : JSON.stringify(record.verifiers),
  });
}

/** STAMP's row: its answer as text. */
interface StampRow {
  outcome: string;
}

function answerOf(rows: StampRow[]): StampAnswerJson {
  return JSON.parse(firstRow(rows).outcome) as StampAnswerJson;
}

/**
 * A stamp's arguments as one element of STAMPS's array; its keys are in the order of STAMP's parameters, which
 * `stampArguments` takes from it.
 */
function stampRecord(stamp: NewStamp) {
  return {
    card: stamp.couponId,
    member: stamp.memberNo,
    verifiers: stamp.verifiers,
    today: stamp.today,
    request_id: stamp.requestId,
    time_zone: stamp.timeZone,
    key: stamp.idempotency?.key ?? null,
    request_hash: stamp.idempotency?.requestHash ?? null,
    key_since: stamp.idempotency?.since ?? null,
  };
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
  /** Stamps that arrive while others are in the database go together (StatementBatches). */
  private readonly stamps: StatementBatches<NewStamp, StampAnswerJson>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hot: HotStatements,
  ) {
    this.stamps = new StatementBatches<NewStamp, StampAnswerJson>({
      name: 'add_stamp',
      runOne: async (stamp) => answerOf(await this.hot.rows<StampRow>(STAMP, stampArguments(stamp))),
      runMany: async (stamps) =>
        JSON.parse(
          firstRow(
            await this.hot.rows<{ outcomes: string }>(STAMPS, [JSON.stringify(stamps.map(stampRecord))]),
          ).outcomes,
        ) as StampAnswerJson[],
      // One stamping statement at a time on each connection (the bench measured 1, 2 and 4 alike).
      concurrency: this.hot.connections,
      maxBatchSize: MAX_STAMPS_PER_STATEMENT,
      // One card's row is locked before another's in every statement: two groups never wait on each other.
      compare: (a, b) => a.couponId - b.couponId,
    });
  }

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
   * One stamp (src/sql/add-stamp.sql): its receipt, for the last stamp the card's ticket in place of the
   * card, and with an Idempotency-Key the stored answer, in one statement; or a replay, a conflict, a pacing
   * refusal or 'check' (nothing changed). Alone, the statement is its own transaction; `tx` runs it in the
   * caller's. Throws StampKeyClaimed when a concurrent request with the same key committed first.
   */
  async stamp(stamp: NewStamp, tx?: TransactionScope): Promise<StampOutcome> {
    try {
      const answer = tx
        ? answerOf(await rowsOf<StampRow>(managerOf(tx), STAMP.text, stampArguments(stamp)))
        : await this.stamps.load(stamp);
      return stampOutcomeOf(answer);
    } catch (error) {
      if (isKeyClaimed(error)) {
        throw new StampKeyClaimed();
      }
      throw error;
    }
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
