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
  /** Connections of the hot statements' own client on a real Postgres; 0: they run on TypeORM's pool. */
  connections: number;
  /** Prepare each statement once per connection (not behind PgBouncer in transaction mode). */
  prepare: boolean;
  applicationName: string;
}

/**
 * Runs the few statements of a service's hot paths, each on its own (one statement is one transaction),
 * outside TypeORM. On a real Postgres they go through a client of their own (postgres.js) that prepares
 * each statement once per connection and pipelines: statements issued while a connection is busy are
 * written to it together and answered in order, so fifty concurrent stamps cost a handful of socket writes
 * and backend wake-ups instead of fifty. Every statement is still its own transaction with its own commit.
 *
 * Each connection is a postgres.js client of its own (`max: 1`), and a statement goes to the one with the
 * fewest statements under way. One client with several connections would do the same, but its queue of
 * busy connections (postgres.js 3.4.9) only ever grows while they all stay busy, and every statement
 * searches it: after 100 000 statements under load the search covered 100 000 slots, and the service's
 * CPU per statement kept rising with its uptime (docs/benchmarks.md).
 */
export class HotStatements {
  private readonly clients: postgres.Sql[];
  /** Statements under way, per client. */
  private readonly underWay: number[];

  constructor(
    private readonly dataSource: DataSource,
    options: HotStatementsOptions,
  ) {
    const count = options.embedded ? 0 : options.connections;
    this.clients = Array.from({ length: count }, () =>
      postgres(options.url, {
        max: 1,
        prepare: options.prepare,
        fetch_types: false,
        onnotice: () => undefined,
        connection: { application_name: options.applicationName },
      }),
    );
    this.underWay = this.clients.map(() => 0);
  }

  async rows<Row>(statement: HotStatement, values: unknown[]): Promise<Row[]> {
    if (this.clients.length === 0) {
      // TypeORM's own pool (the driver's `master`): the embedded database, or DB_HOT_CONNECTIONS=0.
      const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
      return (await pool.query(statement.text, values)).rows as Row[];
    }
    const index = this.leastBusy();
    this.underWay[index] += 1;
    try {
      const parameters = values as postgres.ParameterOrJSON<never>[];
      const client = this.clients[index];
      return (await client.unsafe(statement.text, parameters, { prepare: true })) as unknown as Row[];
    } finally {
      this.underWay[index] -= 1;
    }
  }

  /** Connections of the hot statements' own (at least 1: TypeORM's pool counts as one). */
  get connections(): number {
    return Math.max(1, this.clients.length);
  }

  /** Closes the clients' connections, letting statements already sent finish. */
  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.end({ timeout: 5 })));
  }

  private leastBusy(): number {
    let best = 0;
    for (let index = 1; index < this.underWay.length; index++) {
      if (this.underWay[index] < this.underWay[best]) {
        best = index;
      }
    }
    return best;
  }
}
