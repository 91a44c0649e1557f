import type { Pool } from 'pg';
import postgres from 'postgres';
import { DataSource } from 'typeorm';

/** A statement a hot path runs many times, with `$1`… parameters. */
export interface HotStatement {
  text: string;
}

export interface HotStatementsOptions {
  /** The service's database URL (the one TypeORM opened). */
  url: string;
  /**
   * The embedded Postgres (PGlite), which serves every connection from one backend and takes one query at a
   * time: there the statements run on TypeORM's pool as ordinary unnamed statements.
   */
  embedded: boolean;
  /** Connections of the hot statements' own client on a real Postgres. */
  connections: number;
  applicationName: string;
}

/**
 * Runs the few statements of a service's hot paths, each on its own (one statement is one transaction),
 * outside TypeORM. On a real Postgres they go through a client of their own (postgres.js) that prepares
 * each statement once per connection and pipelines: statements issued while a connection is busy are
 * written to it together and answered in order, so fifty concurrent stamps cost a handful of socket writes
 * and backend wake-ups instead of fifty. Every statement is still its own transaction with its own commit.
 */
export class HotStatements {
  private readonly sql: postgres.Sql | null;

  constructor(
    private readonly dataSource: DataSource,
    options: HotStatementsOptions,
  ) {
    this.sql = options.embedded
      ? null
      : postgres(options.url, {
          max: options.connections,
          prepare: true,
          fetch_types: false,
          onnotice: () => undefined,
          connection: { application_name: options.applicationName },
        });
  }

  async rows<Row>(statement: HotStatement, values: unknown[]): Promise<Row[]> {
    if (this.sql) {
      const parameters = values as postgres.ParameterOrJSON<never>[];
      return (await this.sql.unsafe(statement.text, parameters, { prepare: true })) as unknown as Row[];
    }
    // TypeORM's own pool (the driver's `master`) on the embedded database.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    return (await pool.query(statement.text, values)).rows as Row[];
  }

  /** Closes the client's connections, letting statements already sent finish. */
  async close(): Promise<void> {
    await this.sql?.end({ timeout: 5 });
  }
}
