import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/** A statement a hot path runs many times: its name must be unique in the service. */
export interface HotStatement {
  name: string;
  text: string;
}

/**
 * Runs the few statements of a service's hot paths outside any transaction, as named prepared statements
 * on a real Postgres: each connection of the pool parses and plans one once and afterwards only binds and
 * executes it, without TypeORM's per-query work in between. The embedded Postgres (PGlite) serves every
 * connection from one backend, where two connections' statements of the same name would collide, so there
 * (`named: false`) they run as ordinary unnamed statements.
 */
export class HotStatements {
  constructor(
    private readonly dataSource: DataSource,
    private readonly named: boolean,
  ) {}

  async rows<Row>(statement: HotStatement, values: unknown[]): Promise<Row[]> {
    // TypeORM's own pool (the driver's `master`), so the pool size and connection settings are the same.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const result = await pool.query(
      this.named ? { name: statement.name, text: statement.text, values } : { text: statement.text, values },
    );
    return result.rows as Row[];
  }
}
