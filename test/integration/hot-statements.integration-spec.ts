import { DataSource } from 'typeorm';
import { HotStatements, createDataSource } from '@stamp/server-kit/database';
import { createLogger } from '@stamp/server-kit/logging';
import { createDatabase, dropDatabase } from '@stamp/testing';
import { eventually } from '../support/system';

const ECHO = { text: 'SELECT $1::int AS n, $2::text AS label, pg_backend_pid() AS pid' };
const NOTE = { text: 'INSERT INTO hot_notes (n) VALUES ($1) RETURNING n' };

/** The hot statements' own client on a real Postgres: pipelined, each statement its own transaction. */
describe('HotStatements on a real Postgres', () => {
  const database = `stamp_hot_${Date.now()}`;
  let url: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    url = await createDatabase(database);
    dataSource = createDataSource({
      url,
      schema: 'public',
      entities: [],
      migrations: [],
      logger: createLogger('test', 'silent'),
    });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE hot_notes (n int PRIMARY KEY)');
  });

  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(database);
  });

  function hotStatements(connections: number, prepare = true): HotStatements {
    return new HotStatements(dataSource, {
      url,
      embedded: false,
      connections,
      prepare,
      applicationName: 'stamp-test-hot',
    });
  }

  it('answers 300 concurrent statements each with its own row, spread over the connections it was given', async () => {
    const sut = hotStatements(2);
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, n) =>
          sut.rows<{ n: number; label: string; pid: number }>(ECHO, [n, `label ${n}`]),
        ),
      );
      expect(answers.map((rows) => rows.map(({ n, label }) => ({ n, label })))).toEqual(
        answers.map((_, n) => [{ n, label: `label ${n}` }]),
      );
      expect(new Set(answers.map((rows) => rows[0]?.pid)).size).toBe(2);
    } finally {
      await sut.close();
    }
  });

  it('keeps a failing statement to itself: the others in the pipeline commit', async () => {
    const sut = hotStatements(1);
    try {
      await sut.rows(NOTE, [1]);
      const results = await Promise.allSettled([
        sut.rows(NOTE, [2]),
        sut.rows(NOTE, [1]),
        sut.rows(NOTE, [3]),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(results[1]).toMatchObject({ reason: { code: '23505' } });
      const kept = await dataSource.query<{ n: number }[]>('SELECT n FROM hot_notes ORDER BY n');
      expect(kept.map((row) => row.n)).toEqual([1, 2, 3]);
    } finally {
      await sut.close();
    }
  });

  it('closes its connections', async () => {
    const sut = hotStatements(2);
    await sut.rows(ECHO, [1, 'one']);
    await sut.close();
    // A backend leaves pg_stat_activity a moment after its client has gone.
    await eventually(async () => {
      const open = await dataSource.query<{ n: number }[]>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'stamp-test-hot'",
      );
      expect(open[0]?.n).toBe(0);
    });
  });

  const WHERE = {
    text: "SELECT current_setting('application_name') AS app, (SELECT count(*)::int FROM pg_prepared_statements) AS prepared",
  };

  it('with no connections of its own (DB_HOT_CONNECTIONS=0) runs on the pool TypeORM opened', async () => {
    const sut = hotStatements(0);
    try {
      expect(await sut.rows<{ app: string }>(WHERE, [])).toEqual([
        expect.objectContaining({ app: 'stamp-public' }),
      ]);
    } finally {
      await sut.close();
    }
  });

  it('prepares each statement on its connection, or, DB_PREPARED_STATEMENTS=off (PgBouncer in transaction mode), none', async () => {
    const prepared = hotStatements(1);
    const unprepared = hotStatements(1, false);
    try {
      await prepared.rows(ECHO, [8, 'eight']);
      expect(await prepared.rows<{ app: string; prepared: number }>(WHERE, [])).toEqual([
        { app: 'stamp-test-hot', prepared: expect.any(Number) as number },
      ]);
      const after = await prepared.rows<{ prepared: number }>(WHERE, []);
      expect(after.map((row) => row.prepared)[0]).toBeGreaterThanOrEqual(1);
      await unprepared.rows(ECHO, [8, 'eight']);
      expect(await unprepared.rows(WHERE, [])).toEqual([{ app: 'stamp-test-hot', prepared: 0 }]);
    } finally {
      await prepared.close();
      await unprepared.close();
    }
  });
});
