import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from 'pino';
import { DataSource, MigrationExecutor, QueryFailedError, QueryRunner } from 'typeorm';
import { retrying } from '../process/retrying';
import { StartupError } from '../process/startup-error';
import { MigrationPolicy } from './migration-modes';

export * from './migration-modes';

type Constructor = new (...args: never[]) => unknown;

/** Postgres' lock_not_available: a statement gave up waiting for a lock (lock_timeout, or NOWAIT). */
const LOCK_NOT_AVAILABLE = '55P03';
const UNDEFINED_TABLE = '42P01';
const REMINDER_MS = 30_000;

function sqlStateOf(error: unknown): string | undefined {
  const driverError: unknown = error instanceof QueryFailedError ? error.driverError : undefined;
  return typeof driverError === 'object' && driverError !== null && 'code' in driverError
    ? String(driverError.code)
    : undefined;
}

function statementOf(error: unknown): string {
  return error instanceof QueryFailedError ? error.query : '';
}

function seconds(ms: number): string {
  return `${String(ms / 1000)} s`;
}

/**
 * Runs the pending migrations on `runner`'s session with `lock_timeout` set, so a migration that needs a
 * table lock the running app holds (a long transaction, an idle-in-transaction session) fails within the
 * timeout instead of queueing every query of that table behind it; then tries again (`retrying`, on
 * p-retry), up to `attempts` times.
 * The caller holds the schema's advisory lock (taken before lock_timeout is set: waiting for another
 * migrator is no failure). Returns the names of the migrations it applied.
 */
export async function runPendingMigrations(
  dataSource: DataSource,
  runner: QueryRunner,
  schema: string,
  logger: Logger,
  policy: Pick<MigrationPolicy, 'lockTimeoutMs' | 'attempts' | 'retryDelayMs'>,
): Promise<string[]> {
  await runner.query(`SET lock_timeout = ${String(Math.round(policy.lockTimeoutMs))}`);
  let attempts = 0;
  try {
    return await retrying(
      async (attemptNumber) => {
        attempts = attemptNumber;
        const executor = new MigrationExecutor(dataSource, runner);
        executor.transaction = 'each';
        return (await executor.executePendingMigrations()).map((migration) => migration.name);
      },
      {
        attempts: policy.attempts,
        retryable: (error) => sqlStateOf(error) === LOCK_NOT_AVAILABLE,
        beforeRetry: async (error, attemptNumber) => {
          const delayMs = policy.retryDelayMs * attemptNumber;
          logger.warn(
            {
              schema,
              attempt: attemptNumber,
              attempts: policy.attempts,
              lockTimeoutMs: policy.lockTimeoutMs,
              statement: statementOf(error),
            },
            `a migration waited longer than lock_timeout for a table lock (another session holds it): trying again in ${seconds(delayMs)}`,
          );
          await sleep(delayMs);
        },
      },
    );
  } catch (error) {
    if (sqlStateOf(error) !== LOCK_NOT_AVAILABLE) {
      throw error;
    }
    throw new StartupError(
      `the migrations of schema ${schema}`,
      `a statement waited longer than lock_timeout (${seconds(policy.lockTimeoutMs)}) for a lock, ${String(attempts)} times: ${statementOf(error)}`,
      `a long transaction holds a lock on that table (look for it in pg_stat_activity and pg_locks); run the migrations again once it has ended (npm run migrate, or the migration Job), or raise MIGRATION_LOCK_TIMEOUT_SECONDS or MIGRATION_ATTEMPTS.`,
    );
  } finally {
    await runner.query('RESET lock_timeout');
  }
}

/** The timestamp TypeORM reads from a migration's name (`AddStampMode1795900000000`): its version. */
export function versionOf(migration: Constructor): number {
  const name = (new migration() as { name?: string }).name ?? migration.name;
  const timestamp = /(\d{13})$/.exec(name)?.[1];
  if (!timestamp) {
    throw new Error(`migration ${name} has no 13-digit timestamp at the end of its name`);
  }
  return Number(timestamp);
}

/** The newest migration applied to a schema (0: none yet, or no migrations table at all). */
export async function schemaVersion(dataSource: DataSource, schema: string): Promise<number> {
  try {
    const rows = await dataSource.query<{ version: string | null }[]>(
      `SELECT max("timestamp")::text AS version FROM "${schema}"."migrations"`,
    );
    return Number(rows[0]?.version ?? 0);
  } catch (error) {
    if (sqlStateOf(error) === UNDEFINED_TABLE) {
      return 0;
    }
    throw error;
  }
}

/**
 * `MIGRATIONS=wait`: polls the schema's version until it reaches the newest migration this build knows (a
 * newer one is fine: the Job of the next release ran while this one rolls), logging what it waits for, and
 * gives up with a StartupError after `waitTimeoutMs`.
 */
export async function waitForSchema(
  dataSource: DataSource,
  schema: string,
  migrations: Constructor[],
  logger: Logger,
  policy: Pick<MigrationPolicy, 'waitTimeoutMs' | 'pollIntervalMs'>,
): Promise<void> {
  const wanted = Math.max(0, ...migrations.map(versionOf));
  const started = Date.now();
  let version = await schemaVersion(dataSource, schema);
  let remindedAt = started;
  if (version < wanted) {
    logger.info(
      { schema, version, wanted, waitSeconds: policy.waitTimeoutMs / 1000 },
      'waiting for the migration Job to bring the schema to the newest migration this build knows (MIGRATIONS=wait)',
    );
  }
  while (version < wanted) {
    const waited = Date.now() - started;
    if (waited >= policy.waitTimeoutMs) {
      throw new StartupError(
        `the schema ${schema}`,
        `still at version ${String(version)} after ${seconds(waited)}; this build needs ${String(wanted)}`,
        'run the migrations (the migration Job, or npm run migrate with this DATABASE_URL) and look at their log; or raise MIGRATION_WAIT_SECONDS, or set MIGRATIONS=run to let the app migrate.',
      );
    }
    if (Date.now() - remindedAt >= REMINDER_MS) {
      remindedAt = Date.now();
      logger.info(
        { schema, version, wanted, waitedSeconds: Math.round(waited / 1000) },
        'still waiting for the schema',
      );
    }
    await sleep(Math.min(policy.pollIntervalMs, policy.waitTimeoutMs - waited));
    version = await schemaVersion(dataSource, schema);
  }
  logger.info(
    { schema, version, wanted },
    version > wanted ? 'the schema is newer than this build: starting' : 'the schema is migrated: starting',
  );
}
