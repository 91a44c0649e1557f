import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TransactionScope, managerOf } from '@stamp/server-kit/database';
import { TABLES, firstRow, rowsOf } from '../database';
import { GuardRow, GuardState, guardColumns, guardOf } from './guard-row';
import { Streak } from './guessing-policy';

export interface StoreFailures {
  failures: number;
  members: number;
}

/**
 * Where the store's ceiling starts counting: the window's start ($2), or the last change of the store's
 * stamp password ($1 the store) when that is later. Wrong passwords typed before a new password do not count.
 */
const COUNTED_SINCE = `GREATEST($2::timestamptz, COALESCE(
  (SELECT s.stamp_password_set_at FROM ${TABLES.stores} s WHERE s.id = $1), '-infinity'::timestamptz))`;

@Injectable()
export class GuessingRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findGuard(memberNo: number, storeId: number): Promise<GuardState | null> {
    const rows = await rowsOf<GuardRow>(
      this.dataSource.manager,
      `SELECT ${guardColumns('g')} FROM ${TABLES.guards} g WHERE g.user_id = $1 AND g.store_id = $2`,
      [memberNo, storeId],
    );
    const row = rows.at(0);
    return row ? guardOf(row) : null;
  }

  /**
   * Counts one more wrong password in the member's streak at the store (a streak whose last failure is older
   * than `forgetBefore` starts again, lockout history included) and logs it for the store's ceiling.
   */
  async recordFailure(
    failure: { memberNo: number; storeId: number; at: Date; requestId: string | null },
    forgetBefore: Date,
    tx: TransactionScope,
  ): Promise<Streak> {
    const rows = await rowsOf<{ consecutive_failures: number; lockouts: number }>(
      managerOf(tx),
      `INSERT INTO ${TABLES.guards} AS g (user_id, store_id, consecutive_failures, lockouts, last_failure_at)
       VALUES ($1, $2, 1, 0, $3)
       ON CONFLICT (user_id, store_id) DO UPDATE SET
         consecutive_failures = CASE WHEN g.last_failure_at IS NULL OR g.last_failure_at < $4
                                     THEN 1 ELSE g.consecutive_failures + 1 END,
         lockouts = CASE WHEN g.last_failure_at IS NULL OR g.last_failure_at < $4 THEN 0 ELSE g.lockouts END,
         last_failure_at = $3
       RETURNING consecutive_failures, lockouts`,
      [failure.memberNo, failure.storeId, failure.at, forgetBefore],
    );
    await managerOf(tx).query(
      `INSERT INTO ${TABLES.failures} (store_id, user_id, request_id, occurred_at) VALUES ($1, $2, $3, $4)`,
      [failure.storeId, failure.memberNo, failure.requestId, failure.at],
    );
    const row = firstRow(rows);
    return { consecutiveFailures: row.consecutive_failures, lockouts: row.lockouts };
  }

  /**
   * Locks the member out until `until` (a lockout already running longer is kept); the next streak starts
   * from zero and its lockout is longer.
   */
  async lock(memberNo: number, storeId: number, until: Date, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(
      `UPDATE ${TABLES.guards}
       SET locked_until = GREATEST(locked_until, $3), lockouts = lockouts + 1, consecutive_failures = 0
       WHERE user_id = $1 AND store_id = $2`,
      [memberNo, storeId, until],
    );
  }

  /** The right password: the streak and its lockout history are over. */
  async clear(memberNo: number, storeId: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(
      `UPDATE ${TABLES.guards} SET consecutive_failures = 0, lockouts = 0, locked_until = NULL
       WHERE user_id = $1 AND store_id = $2`,
      [memberNo, storeId],
    );
  }

  /** The wrong passwords at the store, and how many members typed them, since `windowStart` (and the password). */
  async storeFailures(storeId: number, windowStart: Date, tx: TransactionScope): Promise<StoreFailures> {
    const rows = await rowsOf<{ failures: string; members: string }>(
      managerOf(tx),
      `SELECT count(*) AS failures, count(DISTINCT user_id) AS members FROM ${TABLES.failures}
       WHERE store_id = $1 AND occurred_at > ${COUNTED_SINCE}`,
      [storeId, windowStart],
    );
    const row = firstRow(rows);
    return { failures: Number(row.failures), members: Number(row.members) };
  }

  /**
   * When the `ceiling`-th newest wrong password at the store since `windowStart` (and the password) was
   * typed; null when there are fewer. The store is at its ceiling until that one is a window old.
   */
  async ceilingReachedAt(storeId: number, windowStart: Date, ceiling: number): Promise<Date | null> {
    const rows = await rowsOf<{ occurred_at: Date }>(
      this.dataSource.manager,
      `SELECT occurred_at FROM ${TABLES.failures}
       WHERE store_id = $1 AND occurred_at > ${COUNTED_SINCE}
       ORDER BY occurred_at DESC OFFSET $3 LIMIT 1`,
      [storeId, windowStart, ceiling - 1],
    );
    return rows.at(0)?.occurred_at ?? null;
  }

  /**
   * True for the one caller that may announce guessing at this store now: at most once per window, and
   * once more after each new stamp password.
   */
  async claimAlert(storeId: number, now: Date, windowStart: Date, tx: TransactionScope): Promise<boolean> {
    const rows = await rowsOf<{ store_id: number }>(
      managerOf(tx),
      `INSERT INTO ${TABLES.alerts} AS a (store_id, alerted_at) VALUES ($1, $3)
       ON CONFLICT (store_id) DO UPDATE SET alerted_at = EXCLUDED.alerted_at
       WHERE a.alerted_at <= ${COUNTED_SINCE}
       RETURNING store_id`,
      [storeId, windowStart, now],
    );
    return rows.length > 0;
  }

  /** The member's wrong stamp or redeem passwords still kept (their data export), newest first. */
  async failuresOf(memberNo: number): Promise<{ storeId: number; occurredAt: Date }[]> {
    const rows = await rowsOf<{ store_id: number; occurred_at: Date }>(
      this.dataSource.manager,
      `SELECT store_id, occurred_at FROM ${TABLES.failures} WHERE user_id = $1 ORDER BY occurred_at DESC, id DESC`,
      [memberNo],
    );
    return rows.map((row) => ({ storeId: row.store_id, occurredAt: row.occurred_at }));
  }

  async purgeFailures(before: Date): Promise<void> {
    await this.dataSource.manager.query(`DELETE FROM ${TABLES.failures} WHERE occurred_at < $1`, [before]);
  }
}
