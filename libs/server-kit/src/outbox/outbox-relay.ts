import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { EventEnvelope } from '@stamp/contracts';
import { MessageBus } from '../bus/message-bus';
import { OutboxEntry } from '../database/messaging.entities';
import { OutboxBacklogSource, eventsPublished } from '../metrics/metrics';
import { tableOf } from '../database/table-names';

export interface OutboxRelayOptions {
  pollMs?: number;
  /** How long a claimed row stays reserved for this relay before another may take it. */
  claimMs?: number;
  batchSize?: number;
}

interface ClaimedRow {
  seq: string;
  id: string;
  subject: string;
  payload: unknown;
  request_id: string | null;
  trace_parent: string | null;
  occurred_at: Date;
}

/**
 * Publishes the outbox to the bus: claims a batch (short transaction), publishes each event with its id
 * as the dedup id (no transaction open), then marks them published. A crash between publish and mark
 * re-publishes after the claim expires; JetStream's dedup window and idempotent consumers absorb that.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly pollMs: number;
  private readonly claimMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 250;
    this.claimMs = options.claimMs ?? 30_000;
    this.batchSize = options.batchSize ?? 100;
  }

  private get table(): string {
    return tableOf(this.dataSource, OutboxEntry);
  }

  start(): void {
    if (this.running) {
      return;
    }
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
  }

  kick(): void {
    this.wake?.();
  }

  /**
   * Read through a call, not `this.running` directly: `stop()` may run while a batch is awaited, and
   * TypeScript would otherwise keep the loop condition's narrowing across that await.
   */
  private isRunning(): boolean {
    return this.running;
  }

  private async run(): Promise<void> {
    while (this.isRunning()) {
      let published = 0;
      try {
        published = await this.publishBatch();
      } catch (error) {
        this.logger.error({ err: error }, 'outbox relay failed; retrying');
      }
      if (published === 0 && this.isRunning()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  /** Claims, publishes and marks one batch; returns how many events were published. */
  async publishBatch(): Promise<number> {
    const rows = await this.claim();
    let published = 0;
    for (const row of rows) {
      const envelope: EventEnvelope = {
        id: row.id,
        subject: row.subject,
        occurredAt: new Date(row.occurred_at).toISOString(),
        requestId: row.request_id ?? undefined,
        traceparent: row.trace_parent ?? undefined,
        payload: row.payload,
      };
      try {
        await this.bus.publish(envelope);
      } catch (error) {
        this.logger.warn({ err: error, eventId: row.id }, 'publish failed; will retry');
        await this.release(rows.slice(published).map((r) => r.seq));
        break;
      }
      await this.markPublished(row.seq);
      eventsPublished.inc({ subject: row.subject });
      published++;
    }
    return published;
  }

  /** How many events wait to be published and how long the oldest has waited (the outbox metrics). */
  readonly backlog: OutboxBacklogSource['backlog'] = async () => {
    const rows = await this.dataSource.query<{ count: string; age: number | null }[]>(
      `SELECT count(*) AS count, extract(epoch FROM now() - min(occurred_at))::float8 AS age
       FROM ${this.table} WHERE published_at IS NULL`,
    );
    const [row] = rows as [{ count: string; age: number | null }];
    return { count: Number(row.count), oldestAgeSeconds: Math.max(0, row.age ?? 0) };
  };

  private async claim(): Promise<ClaimedRow[]> {
    const [rows] = await this.dataSource.query<[ClaimedRow[], number]>(
      `UPDATE ${this.table} SET claimed_until = now() + ($1::int * interval '1 millisecond')
       WHERE seq IN (SELECT seq FROM ${this.table}
                     WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
                     ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING seq, id, subject, payload, request_id, trace_parent, occurred_at`,
      [this.claimMs, this.batchSize],
    );
    return rows.sort((a, b) => Number(BigInt(a.seq) - BigInt(b.seq)));
  }

  protected async markPublished(seq: string): Promise<void> {
    await this.dataSource.query(`UPDATE ${this.table} SET published_at = now() WHERE seq = $1`, [seq]);
  }

  private async release(seqs: string[]): Promise<void> {
    if (seqs.length > 0) {
      await this.dataSource.query(
        `UPDATE ${this.table} SET claimed_until = NULL WHERE seq = ANY($1::bigint[])`,
        [seqs],
      );
    }
  }
}
