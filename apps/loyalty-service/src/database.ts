import { EntityManager } from 'typeorm';

/** The loyalty schema's tables, for the few statements written in SQL (conditional updates, upserts). */
export const TABLES = {
  missions: '"loyalty"."missions"',
  coupons: '"loyalty"."coupons"',
  tickets: '"loyalty"."tickets"',
  ledger: '"loyalty"."ledger_entries"',
  dailyCounts: '"loyalty"."ledger_daily_counts"',
  storeDailyCounts: '"loyalty"."ledger_store_daily_counts"',
  storeMembers: '"loyalty"."store_members"',
  idempotency: '"loyalty"."idempotency_keys"',
  guards: '"loyalty"."stamp_guards"',
  failures: '"loyalty"."stamp_failures"',
  alerts: '"loyalty"."store_guessing_alerts"',
  stores: '"loyalty"."store_snapshots"',
} as const;

/** The one row a statement must return (an INSERT ... RETURNING, an aggregate). */
export function firstRow<Row>(rows: Row[]): Row {
  const row = rows.at(0);
  if (row === undefined) {
    throw new Error('The statement returned no row');
  }
  return row;
}

/**
 * Runs a statement and gives back its rows: TypeORM answers UPDATE and DELETE with [rows, count] and
 * everything else with rows.
 */
export async function rowsOf<Row>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<Row[]> {
  const result = (await manager.query(sql, parameters)) as unknown;
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as Row[];
  }
  return result as Row[];
}
