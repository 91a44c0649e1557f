import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { calendarDays, managerOf, TransactionScope } from '@stamp/server-kit/database';
import { TABLES, rowsOf } from '../database';
import { LedgerEntryEntity } from './ledger-entry.entity';

/** One day's loyalty counts. */
export interface DailyLedgerCounts {
  date: string;
  stamps: number;
  completedCards: number;
  redemptions: number;
}

/** A day's counts are kept this long after the day ended: no stamp transaction is still open by then. */
export const KEEP_COUNTS_AFTER = '1 hour';

/** One store's counts of one day: the loyalty counts and the members who stamped there for the first time. */
export interface StoreDailyLedgerCounts extends DailyLedgerCounts {
  newMembers: number;
}

/**
 * Whose receipts a per-day statement counts: every store's (the admin dashboard) or one store's, `$4` (its
 * owner's dashboard, which also counts the store's new members).
 */
interface CountScope {
  /** Where the counts of ended days are kept. */
  kept: string;
  /** The kept table's key columns beyond time zone and day, their values, and the condition on them. */
  keyColumns: string;
  keyValues: string;
  keyCondition: string;
  /** The condition on the ledger's receipts `l`. */
  receipts: string;
  /** Further counts of a day `days`: their names, and the LATERAL subquery `extra` that makes them. */
  extraColumns: string;
  extraCounts: string;
}

const ALL_STORES: CountScope = {
  kept: TABLES.dailyCounts,
  keyColumns: '',
  keyValues: '',
  keyCondition: '',
  receipts: 'TRUE',
  extraColumns: '',
  extraCounts: '',
};

const ONE_STORE: CountScope = {
  kept: TABLES.storeDailyCounts,
  keyColumns: ', store_id',
  keyValues: ', $4',
  keyCondition: ' AND store_id = $4',
  receipts: 'l.store_id = $4',
  extraColumns: ', new_members',
  extraCounts: `CROSS JOIN LATERAL (
      SELECT count(*)::int AS new_members FROM ${TABLES.storeMembers} f
      WHERE f.store_id = $4 AND f.first_stamp_at >= days.starts AND f.first_stamp_at < days.ends
    ) AS extra`,
};

/**
 * Per calendar day from $1 to $2 in time zone $3: stamps, completed cards (a card's last stamp is the stamp
 * receipt that names the ticket it made) and redemptions, in one statement (`npm run bench:dashboard` times
 * it). A day whose counts are kept (the scope's table) is read from there; any other day is counted from
 * the ledger, one range scan of an index answered from the index alone (ledger_entries_activity_idx, or
 * ledger_entries_store_activity_idx for one store), and kept when it ended more than KEEP_COUNTS_AFTER ago:
 * the ledger is append-only and every receipt carries the time it was written, so an ended day's counts
 * never change (nor do its first stamps, written with their receipt's time). A dashboard thus counts
 * today's receipts (and the first time, the range's), not 30 days of them.
 */
function dailyCountsStatement(scope: CountScope): string {
  const columns = `stamps, completed_cards, redemptions${scope.extraColumns}`;
  return `
  WITH kept AS (
    SELECT day, ${columns} FROM ${scope.kept}
    WHERE time_zone = $3${scope.keyCondition} AND day BETWEEN $1::date AND $2::date
  ), counted AS (
    SELECT days.day, days.ends, ${columns}
    FROM ${calendarDays('$1', '$2', '$3')}
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE l.kind = 'stamp')::int AS stamps,
             count(*) FILTER (WHERE l.kind = 'stamp' AND l.ticket_id IS NOT NULL)::int AS completed_cards,
             count(*) FILTER (WHERE l.kind = 'redemption')::int AS redemptions
      FROM ${TABLES.ledger} l
      WHERE ${scope.receipts} AND l.occurred_at >= days.starts AND l.occurred_at < days.ends
        AND l.kind IN ('stamp', 'redemption')
    ) AS counts
    ${scope.extraCounts}
    WHERE days.day NOT IN (SELECT day FROM kept)
  ), keep AS (
    INSERT INTO ${scope.kept} (time_zone${scope.keyColumns}, day, ${columns})
    SELECT $3${scope.keyValues}, day, ${columns} FROM counted
    WHERE ends <= now() - interval '${KEEP_COUNTS_AFTER}'
    ON CONFLICT DO NOTHING
  )
  SELECT to_char(day, 'YYYY-MM-DD') AS date, ${columns}
  FROM (
    SELECT day, ${columns} FROM kept
    UNION ALL
    SELECT day, ${columns} FROM counted
  ) AS each_day
  ORDER BY day`;
}

/** Every store's counts per day ($1 to $2, time zone $3): the admin dashboard. */
export const DAILY_LEDGER_COUNTS = dailyCountsStatement(ALL_STORES);

/** One store's ($4) counts per day, with its new members: the owner's dashboard. */
export const STORE_DAILY_LEDGER_COUNTS = dailyCountsStatement(ONE_STORE);

interface DailyCountsRow {
  date: string;
  stamps: number;
  completed_cards: number;
  redemptions: number;
}

function toDailyCounts(row: DailyCountsRow): DailyLedgerCounts {
  return {
    date: row.date,
    stamps: row.stamps,
    completedCards: row.completed_cards,
    redemptions: row.redemptions,
  };
}

export type NewLedgerEntry = Pick<LedgerEntryEntity, 'kind' | 'memberNo' | 'storeId' | 'requestId'> &
  Partial<Pick<LedgerEntryEntity, 'missionId' | 'couponId' | 'ticketId' | 'stampCount' | 'adminId'>>;

/** Appends receipts and reads them back: nothing here updates or deletes a ledger row. */
@Injectable()
export class LedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  async append(entry: NewLedgerEntry, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(
      `INSERT INTO ${TABLES.ledger}
         (kind, user_id, store_id, mission_id, coupon_id, ticket_id, stamp_count, admin_id, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        entry.kind,
        entry.memberNo,
        entry.storeId,
        entry.missionId ?? null,
        entry.couponId ?? null,
        entry.ticketId ?? null,
        entry.stampCount ?? null,
        entry.adminId ?? null,
        entry.requestId,
      ],
    );
  }

  /**
   * A receipt for every card about to be deleted: a mission's (it ended), a store's (it went) or a member's
   * (they left).
   */
  async appendDeletedCards(
    where: { missionId: number } | { storeId: number } | { memberNo: number },
    requestId: string | null,
    tx: TransactionScope,
  ): Promise<void> {
    const [column, value] =
      'missionId' in where
        ? ['m.id', where.missionId]
        : 'storeId' in where
          ? ['m.store_id', where.storeId]
          : ['c.user_id', where.memberNo];
    await managerOf(tx).query(
      `INSERT INTO ${TABLES.ledger} (kind, user_id, store_id, mission_id, coupon_id, stamp_count, request_id)
       SELECT 'coupon-deleted', c.user_id, m.store_id, m.id, c.id, c.stamp_count, $2
       FROM ${TABLES.coupons} c JOIN ${TABLES.missions} m ON m.id = c.mission_id
       WHERE ${column} = $1`,
      [value, requestId],
    );
  }

  /** Newest first, `limit` at a time, entries older than `before` when paging. */
  async listByMember(memberNo: number, limit: number, before?: number): Promise<LedgerEntryEntity[]> {
    const query = this.dataSource.manager
      .createQueryBuilder(LedgerEntryEntity, 'entry')
      .where('entry.user_id = :memberNo', { memberNo })
      .orderBy('entry.id', 'DESC')
      .limit(limit);
    if (before !== undefined) {
      query.andWhere('entry.id < :before', { before });
    }
    return query.getMany();
  }

  /**
   * Loyalty counts of every day from `from` to `to` (both included), zeros included, oldest first; keeps
   * the counts of days that have ended (DAILY_LEDGER_COUNTS).
   */
  async dailyCounts(from: string, to: string, timeZone: string): Promise<DailyLedgerCounts[]> {
    const rows = await rowsOf<DailyCountsRow>(this.dataSource.manager, DAILY_LEDGER_COUNTS, [
      from,
      to,
      timeZone,
    ]);
    return rows.map(toDailyCounts);
  }

  /** The same for one store, with its new members (STORE_DAILY_LEDGER_COUNTS). */
  async storeDailyCounts(
    storeId: number,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<StoreDailyLedgerCounts[]> {
    const rows = await rowsOf<DailyCountsRow & { new_members: number }>(
      this.dataSource.manager,
      STORE_DAILY_LEDGER_COUNTS,
      [from, to, timeZone, storeId],
    );
    return rows.map((row) => ({ ...toDailyCounts(row), newMembers: row.new_members }));
  }
}
