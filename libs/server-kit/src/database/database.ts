import { createHash } from 'node:crypto';
import { Logger } from 'pino';
import { DataSource, MixedList, EntitySchema } from 'typeorm';
import { maskedUrl, messageOf, StartupError } from '../process/startup-error';
import { MESSAGING_ENTITIES } from './messaging.entities';
import {
  DEFAULT_MIGRATION_POLICY,
  MigrationPolicy,
  runPendingMigrations,
  waitForSchema,
} from './migration-policy';

type Constructor = new (...args: never[]) => unknown;

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; it reads and writes nothing else. */
  schema: string;
  entities: Constructor[];
  migrations: Constructor[];
  poolSize?: number;
  logger: Logger;
  /** Whether it migrates, waits for its schema, or neither, and how (default DEFAULT_MIGRATION_POLICY). */
  migrationPolicy?: MigrationPolicy;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]*$/;

function lockKey(schema: string): string {
  // A stable signed 64-bit key per schema for pg_advisory_lock.
  return BigInt.asIntN(
    64,
    BigInt(`0x${createHash('sha256').update(`migrations:${schema}`).digest('hex').slice(0, 16)}`),
  ).toString();
}

export function createDataSource(options: DatabaseOptions): DataSource {
  if (!SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name ${options.schema}`);
  }
  const entities: MixedList<Constructor | EntitySchema> = [...options.entities, ...MESSAGING_ENTITIES];
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    uuidExtension: 'pgcrypto',
    poolSize: options.poolSize ?? 5,
    applicationName: `stamp-${options.schema}`,
  });
}

/**
 * Runs the service's migrations under a Postgres advisory lock, so several replicas (or migration Jobs)
 * starting at once migrate one at a time and the others find nothing left to do; each statement with
 * `lock_timeout`, tried again when it times out (runPendingMigrations).
 */
export async function migrate(
  dataSource: DataSource,
  schema: string,
  logger: Logger,
  policy: MigrationPolicy = DEFAULT_MIGRATION_POLICY,
): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const key = lockKey(schema);
  try {
    // Before lock_timeout is set: waiting here for another migrator is no failure.
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      const applied = await runPendingMigrations(dataSource, runner, schema, logger, policy);
      if (applied.length > 0) {
        logger.info(
          { schema, migrations: applied },
          `${String(applied.length)} migration${applied.length === 1 ? '' : 's'} applied`,
        );
      }
      return applied;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await runner.release();
  }
}

/** What MIGRATIONS asks of an app at start-up: migrate, wait for the migration Job, or neither. */
async function prepareSchema(dataSource: DataSource, options: DatabaseOptions): Promise<void> {
  const policy = options.migrationPolicy ?? DEFAULT_MIGRATION_POLICY;
  switch (policy.mode) {
    case 'run':
      await migrate(dataSource, options.schema, options.logger, policy);
      return;
    case 'wait':
      await waitForSchema(dataSource, options.schema, options.migrations, options.logger, policy);
      return;
    case 'off':
      return;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new StartupError(
      'PostgreSQL',
      `${messageOf(error)} (${maskedUrl(options.url)})`,
      'start PostgreSQL, or set DATABASE_URL to a server that accepts connections (postgres://user:password@host:5432/db).',
    );
  }
  try {
    await prepareSchema(dataSource, options);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/** Queries a migrated database for pending schema changes: empty when every entity has its migration. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sqlInMemory = await dataSource.driver.createSchemaBuilder().log();
  return sqlInMemory.upQueries.map((query) => query.query);
}
