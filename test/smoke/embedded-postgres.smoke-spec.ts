import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { EmbeddedPostgres, startEmbeddedPostgres } from '../../apps/standalone/src/embedded-postgres';

/** The embedded Postgres of standalone mode: PGlite in this process, behind a real Postgres socket. */
describe(startEmbeddedPostgres.name, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stamp-pglite-'));
  let sut: EmbeddedPostgres;
  let pools: Pool[];

  beforeAll(async () => {
    sut = await startEmbeddedPostgres(dataDir);
    pools = [1, 2, 3].map(() => new Pool({ connectionString: sut.url, max: 4 }));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await sut.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every parameterised query of many connections with its own rows', async () => {
    const queries = Array.from({ length: 300 }, (_, i) =>
      pools[i % pools.length].query<{ n: number; label: string }>('SELECT $1::int AS n, $2::text AS label', [
        i,
        `q${i}`,
      ]),
    );
    const results = await Promise.all(queries);
    results.forEach((result, i) => {
      expect(result.rows).toEqual([{ n: i, label: `q${i}` }]);
    });
  });

  it('runs another connection’s query only after an open transaction ends (one session engine)', async () => {
    const [first, second] = pools as [Pool, Pool];
    await first.query('CREATE TABLE IF NOT EXISTS counters (id int primary key, n int not null)');
    await first.query('INSERT INTO counters VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0');
    const client = await first.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE counters SET n = n + 1 WHERE id = $1', [1]);
      const outside = second.query<{ n: number }>('SELECT n FROM counters WHERE id = $1', [1]);
      await client.query('UPDATE counters SET n = n + 1 WHERE id = $1', [1]);
      await client.query('COMMIT');
      expect((await outside).rows[0]?.n).toBe(2);
    } finally {
      client.release();
    }
    expect((await second.query<{ n: number }>('SELECT n FROM counters WHERE id = 1')).rows[0]?.n).toBe(2);
  });

  it('leaves no file of its data folder open to other users once closed (PGlite writes them 0666)', async () => {
    const own = mkdtempSync(join(tmpdir(), 'stamp-pglite-modes-'));
    try {
      const db = await startEmbeddedPostgres(own);
      const pool = new Pool({ connectionString: db.url, max: 1 });
      await pool.query('CREATE TABLE secrets (value text)');
      await pool.query("INSERT INTO secrets VALUES ('hunter2')");
      await pool.end();
      await db.close();

      const open = readdirSync(own, { recursive: true, encoding: 'utf8' })
        .map((name) => join(own, name))
        .filter((path) => (statSync(path).mode & 0o077) !== 0);
      expect(open).toEqual([]);
      expect(statSync(join(own, 'pgdata', 'pg_wal')).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }, 60_000);
});
