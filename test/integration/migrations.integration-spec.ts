import { createDataSource, migrate, pendingSchemaChanges } from '@stamp/server-kit/database';
import { createLogger } from '@stamp/server-kit/logging';
import { createDatabase, dropDatabase } from '@stamp/testing';
import { SERVICES } from '../../tools/migrations/services';

/** Every entity change comes with a migration, and every migration can be undone and applied again. */
describe('migrations', () => {
  const database = `stamp_migrations_${Date.now()}`;
  const logger = createLogger('test', 'silent');
  let url: string;

  beforeAll(async () => {
    url = await createDatabase(database);
  });

  afterAll(async () => {
    await dropDatabase(database);
  });

  for (const [name, definition] of Object.entries(SERVICES)) {
    if (!definition) {
      continue;
    }
    it(`${name}: the entities match the migrations, and the migrations go down and up again`, async () => {
      const sut = createDataSource({ ...definition, url, logger });
      await sut.initialize();
      try {
        await migrate(sut, definition.schema, logger);
        expect(await pendingSchemaChanges(sut)).toEqual([]);
        for (const _migration of definition.migrations) {
          await sut.undoLastMigration({ transaction: 'each' });
        }
        expect((await pendingSchemaChanges(sut)).length).toBeGreaterThan(0);
        await migrate(sut, definition.schema, logger);
        expect(await pendingSchemaChanges(sut)).toEqual([]);
      } finally {
        await sut.destroy();
      }
    });
  }

  it('lets several replicas start at once: migrations run once, under the lock', async () => {
    const definition = SERVICES.store;
    if (!definition) {
      throw new Error('store service missing');
    }
    const replicas = [1, 2, 3].map(() => createDataSource({ ...definition, url, logger }));
    await Promise.all(replicas.map((r) => r.initialize()));
    try {
      await replicas[0]?.query(`DROP SCHEMA IF EXISTS "${definition.schema}" CASCADE`);
      await Promise.all(replicas.map((r) => migrate(r, definition.schema, logger)));
      const applied = await replicas[0].query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${definition.schema}"."migrations"`,
      );
      expect(applied[0]?.n).toBe(definition.migrations.length);
    } finally {
      await Promise.all(replicas.map((r) => r.destroy()));
    }
  });
});
