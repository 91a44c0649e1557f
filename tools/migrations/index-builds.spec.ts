import { MigrationInterface, QueryRunner } from 'typeorm';
import { AddStorePlaceIndex1795600000001 } from '../../apps/store-service/src/migrations/1795600000001-AddStorePlaceIndex';
import { SERVICES } from './services';
import { CONCURRENT_INDEXES_SINCE, indexBuildProblems } from './index-builds';

const NEW = CONCURRENT_INDEXES_SINCE;

/** A migration of version `version` whose `up` sends `statements`. */
function migration(version: number, statements: string[], transaction?: false) {
  return class implements MigrationInterface {
    name = `Example${String(version)}`;
    transaction = transaction;

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const statement of statements) {
        await queryRunner.query(statement);
      }
    }

    async down(): Promise<void> {
      // Not run by the check.
    }
  };
}

describe(indexBuildProblems.name, () => {
  const sut = indexBuildProblems;

  it('refuses a new plain CREATE INDEX on an existing table', async () => {
    const problems = await sut(
      migration(NEW, ['CREATE INDEX "stores_name_idx" ON "store"."stores" ("name")']),
    );

    expect(problems).toEqual([expect.stringContaining('existing table stores without CONCURRENTLY')]);
  });

  it('refuses a new plain CREATE UNIQUE INDEX on an existing table', async () => {
    const problems = await sut(
      migration(NEW, ['CREATE UNIQUE INDEX IF NOT EXISTS "x" ON ONLY "push"."devices" ("token")']),
    );

    expect(problems).toEqual([expect.stringContaining('existing table devices')]);
  });

  it('accepts CREATE INDEX CONCURRENTLY in a migration that runs outside a transaction', async () => {
    const problems = await sut(
      migration(
        NEW,
        [
          'DROP INDEX CONCURRENTLY IF EXISTS "store"."stores_name_idx"',
          'CREATE INDEX CONCURRENTLY "stores_name_idx" ON "store"."stores" ("name")',
        ],
        false,
      ),
    );

    expect(problems).toEqual([]);
  });

  it('refuses CREATE INDEX CONCURRENTLY in a migration that runs inside a transaction', async () => {
    const problems = await sut(
      migration(NEW, ['CREATE INDEX CONCURRENTLY "stores_name_idx" ON "store"."stores" ("name")']),
    );

    expect(problems).toEqual([expect.stringContaining('transaction = false')]);
  });

  it('accepts a plain index on a table the same migration creates (it is empty)', async () => {
    const problems = await sut(
      migration(NEW, [
        'CREATE TABLE "push"."receipts" ("id" bigint NOT NULL, "sent_at" timestamptz NOT NULL)',
        'CREATE INDEX "receipts_sent_at_idx" ON "push"."receipts" ("sent_at")',
      ]),
    );

    expect(problems).toEqual([]);
  });

  it('leaves the committed migrations before the cutoff alone', async () => {
    const problems = await sut(
      migration(NEW - 1, ['CREATE INDEX "stores_name_idx" ON "store"."stores" ("name")']),
    );

    expect(problems).toEqual([]);
  });

  it('would have refused the store place index of 1795600000001, had it come after the cutoff', async () => {
    class Later extends AddStorePlaceIndex1795600000001 {
      override name = `AddStorePlaceIndex${String(NEW)}`;
    }

    const problems = await sut(Later);

    expect(problems).toEqual([expect.stringContaining('existing table stores without CONCURRENTLY')]);
  });

  for (const [service, definition] of Object.entries(SERVICES)) {
    it(`${service}: every migration builds its indexes on existing tables CONCURRENTLY`, async () => {
      const migrations = (definition?.migrations ?? []) as (new () => MigrationInterface)[];

      const problems = (await Promise.all(migrations.map((each) => sut(each)))).flat();

      expect(migrations.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});
