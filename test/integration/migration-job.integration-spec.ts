import { Writable } from 'node:stream';
import { Client } from 'pg';
import pino from 'pino';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { StoreRequests } from '@stamp/contracts';
import { NatsBus } from '@stamp/server-kit/bus';
import {
  DEFAULT_MIGRATION_POLICY,
  MigrationPolicy,
  createDataSource,
  migrate,
  schemaVersion,
  versionOf,
} from '@stamp/server-kit/database';
import { createLogger } from '@stamp/server-kit/logging';
import { StartupError } from '@stamp/server-kit/process';
import { RunningService, startService } from '@stamp/server-kit/service';
import { createDatabase, dropDatabase, testEnv, uniqueNamespace } from '@stamp/testing';
import { serviceDefinition as store } from '../../apps/store-service/src/service';
import { migrateAll } from '../../tools/migrations/migrate';
import { SERVICES } from '../../tools/migrations/services';

/** A table of the scratch schema, then two migrations that need its lock: a column, and an index built CONCURRENTLY. */
class CreateThings1796200000000 implements MigrationInterface {
  name = 'CreateThings1796200000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE "things"."things" ("id" integer PRIMARY KEY)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "things"."things"');
  }
}

class AddThingsName1796200000001 implements MigrationInterface {
  name = 'AddThingsName1796200000001';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "things"."things" ADD "name" text');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "things"."things" DROP COLUMN "name"');
  }
}

/** The pattern of docs/migrations.md, "Indexes": outside a transaction, a failed build's leftover dropped first. */
class IndexThingsName1796200000002 implements MigrationInterface {
  name = 'IndexThingsName1796200000002';
  transaction = false as const;
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "things"."things_name_idx"');
    await queryRunner.query('CREATE INDEX CONCURRENTLY "things_name_idx" ON "things"."things" ("name")');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "things"."things_name_idx"');
  }
}

/** A logger whose lines the test reads. */
function recordingLogger(): { logger: pino.Logger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('migrations as a Job: npm run migrate, lock_timeout, and services that wait for their schema (real Postgres)', () => {
  const database = `stamp_migration_job_${String(Date.now())}`;
  const silent = createLogger('test', 'silent');
  let url: string;

  beforeAll(async () => {
    url = await createDatabase(database);
  });

  afterAll(async () => {
    await dropDatabase(database);
  });

  it('two migrators at once migrate every schema once: the second waits for the first, then finds nothing left', async () => {
    const env = { DATABASE_URL: url, LOG_LEVEL: 'silent', MIGRATION_LOCK_TIMEOUT_SECONDS: '5' };

    await Promise.all([migrateAll(env), migrateAll(env)]);

    const check = createDataSource({ ...store, url, logger: silent });
    await check.initialize();
    try {
      for (const definition of Object.values(SERVICES)) {
        if (!definition) {
          continue;
        }
        const [row] = await check.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM "${definition.schema}"."migrations"`,
        );
        expect(row.n).toBe(definition.migrations.length);
        expect(await schemaVersion(check, definition.schema)).toBe(
          Math.max(...definition.migrations.map(versionOf)),
        );
      }
    } finally {
      await check.destroy();
    }
  });

  describe('a migration that needs a table lock another session holds', () => {
    const schema = 'things';
    const definition = { schema, entities: [], logger: silent };
    const all = [CreateThings1796200000000, AddThingsName1796200000001, IndexThingsName1796200000002];
    let holder: Client;

    async function migrateWith(policy: Partial<MigrationPolicy>, logger = silent): Promise<string[]> {
      const sut = createDataSource({ ...definition, url, migrations: all, logger });
      await sut.initialize();
      try {
        return await migrate(sut, schema, logger, { ...DEFAULT_MIGRATION_POLICY, ...policy });
      } finally {
        await sut.destroy();
      }
    }

    /** An open transaction that reads the table: it holds ACCESS SHARE, which ALTER TABLE must wait for. */
    async function holdTheTable(): Promise<void> {
      await holder.query('BEGIN');
      await holder.query(`SELECT count(*) FROM "${schema}"."things"`);
    }

    beforeAll(async () => {
      const first = createDataSource({ ...definition, url, migrations: all.slice(0, 1), logger: silent });
      await first.initialize();
      await migrate(first, schema, silent);
      await first.destroy();
      holder = new Client({ connectionString: url });
      await holder.connect();
    });

    afterAll(async () => {
      await holder.end();
    });

    it('gives up after MIGRATION_ATTEMPTS tries of lock_timeout each, naming the statement and what to do', async () => {
      await holdTheTable();
      const started = Date.now();
      try {
        const failure = migrateWith({ lockTimeoutMs: 300, attempts: 2, retryDelayMs: 100 });

        await expect(failure).rejects.toBeInstanceOf(StartupError);
        await expect(failure).rejects.toThrow(
          /waited longer than lock_timeout \(0\.3 s\) for a lock, 2 times: ALTER TABLE "things"."things" ADD "name" text/,
        );
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await holder.query('ROLLBACK');
      }
      const check = createDataSource({ ...definition, url, migrations: all, logger: silent });
      await check.initialize();
      expect(await schemaVersion(check, schema)).toBe(1796200000000);
      await check.destroy();
    });

    it('tries again after a lock timeout and goes through once the lock is released, the index built CONCURRENTLY', async () => {
      const { logger, lines } = recordingLogger();
      await holdTheTable();
      const release = setTimeout(() => {
        void holder.query('ROLLBACK');
      }, 1_000);
      try {
        const applied = await migrateWith({ lockTimeoutMs: 300, attempts: 10, retryDelayMs: 200 }, logger);

        expect(applied).toEqual(['AddThingsName1796200000001', 'IndexThingsName1796200000002']);
      } finally {
        clearTimeout(release);
      }
      const retries = lines.filter((line) => line.msg.includes('waited longer than lock_timeout'));
      expect(retries.length).toBeGreaterThan(0);
      const [index] = await holder
        .query<{ indisvalid: boolean }>(
          `SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = 'things_name_idx'`,
          [schema],
        )
        .then((result) => result.rows);
      expect(index.indisvalid).toBe(true);
    });
  });

  describe('a service with MIGRATIONS=wait', () => {
    const namespace = uniqueNamespace('migwait');
    const waitDatabase = `stamp_migration_wait_${String(Date.now())}`;
    let waitUrl: string;
    let bus: NatsBus;
    let service: RunningService | undefined;

    beforeAll(async () => {
      waitUrl = await createDatabase(waitDatabase);
      bus = await NatsBus.connect({ url: testEnv.natsUrl(), namespace, logger: silent, name: 'migwait' });
    });

    afterAll(async () => {
      await service?.close();
      await bus.deleteStream();
      await bus.close();
      await dropDatabase(waitDatabase);
    });

    it('gives up after MIGRATION_WAIT_SECONDS on a schema nobody migrates, saying what to run', async () => {
      const starting = startService(store, {
        bus,
        databaseUrl: waitUrl,
        logger: silent,
        env: { LOG_LEVEL: 'silent' },
        migrationPolicy: {
          ...DEFAULT_MIGRATION_POLICY,
          mode: 'wait',
          waitTimeoutMs: 500,
          pollIntervalMs: 100,
        },
      });

      await expect(starting).rejects.toThrow(/still at version 0 after .* this build needs \d{13}/);
    });

    it('waits for its schema without migrating it, logs that it waits, and starts once the migrations ran', async () => {
      const { logger, lines } = recordingLogger();
      let started = false;
      const starting = startService(store, {
        bus,
        databaseUrl: waitUrl,
        logger,
        env: { LOG_LEVEL: 'silent' },
        migrationPolicy: {
          ...DEFAULT_MIGRATION_POLICY,
          mode: 'wait',
          waitTimeoutMs: 60_000,
          pollIntervalMs: 100,
        },
      }).then((running) => {
        started = true;
        service = running;
        return running;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(started).toBe(false);
      expect(lines.map((line) => line.msg)).toContainEqual(
        expect.stringContaining('waiting for the migration Job'),
      );

      await migrateAll({ DATABASE_URL: waitUrl, LOG_LEVEL: 'silent' });
      const running = await starting;

      expect(lines.map((line) => line.msg)).toContain('the schema is migrated: starting');
      const client = await NatsBus.connect({
        url: testEnv.natsUrl(),
        namespace,
        logger: silent,
        name: 'client',
      });
      try {
        await expect(client.request(StoreRequests.health, {}, { timeoutMs: 5_000 })).resolves.toMatchObject({
          database: true,
        });
      } finally {
        await client.close();
      }
      expect(running.name).toBe('store');
    });

    it('starts at once on a schema newer than the build (the next release migrated it during a rollout)', async () => {
      const { logger, lines } = recordingLogger();
      const older = { ...store, migrations: store.migrations.slice(0, -1) };

      const running = await startService(older, {
        bus,
        databaseUrl: waitUrl,
        logger,
        env: { LOG_LEVEL: 'silent' },
        migrationPolicy: {
          ...DEFAULT_MIGRATION_POLICY,
          mode: 'wait',
          waitTimeoutMs: 1_000,
          pollIntervalMs: 100,
        },
      });
      await running.close();

      expect(lines.map((line) => line.msg)).toContain('the schema is newer than this build: starting');
    });
  });
});
