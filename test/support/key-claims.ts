import { Client } from 'pg';
import { eventually, testEnv } from '@stamp/testing';

/**
 * What `contender`, a statement that claims the member's Idempotency-Key (`loyalty.add_stamp`,
 * `loyalty.redeem_ticket`), comes to (its answer, or the error it threw) when another request's record under
 * the same key is committed while it runs: the record goes in in a transaction left open until `contender`
 * waits for it at its claim, then commits. Requests racing with one key reach that moment only by chance;
 * this reaches it every time. `watcher` is another open connection: pg_stat_activity stays the same within
 * the holder's transaction.
 */
export async function claimedMeanwhile(
  watcher: Client,
  claim: { memberNo: number; key: string; operation: string },
  contender: () => Promise<unknown>,
): Promise<unknown> {
  const holder = new Client({ connectionString: testEnv.databaseUrl() });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(
      `INSERT INTO loyalty.idempotency_keys (user_id, key, operation, request_hash, response, created_at)
       VALUES ($1, $2, $3, $4, '{}', now())`,
      [claim.memberNo, claim.key, claim.operation, 'c'.repeat(64)],
    );
    const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const outcome = contender().catch((error: unknown) => error);
    await eventually(async () => {
      const waiting = await watcher.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))',
        [rows[0]?.pid],
      );
      expect(waiting.rows[0]?.n).toBe(1);
    });
    await holder.query('COMMIT');
    return await outcome;
  } finally {
    await holder.end();
  }
}
