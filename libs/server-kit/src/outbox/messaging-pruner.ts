import { Logger } from 'pino';
import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { OutboxEntry, ProcessedEvent } from '../database/messaging.entities';
import { tableOf } from '../database/table-names';

export interface MessagingPrunerOptions {
  /** How long a published outbox row is kept (longer than JetStream's 2-minute duplicate window). */
  outboxRetentionMs: number;
  /**
   * How long a processed event id is remembered: longer than the event stream keeps an event, so no
   * redelivery can come after its id is forgotten.
   */
  processedRetentionMs: number;
  intervalMs: number;
  batchSize?: number;
}

export interface PruneResult {
  outbox: number;
  processed: number;
}

/**
 * Keeps a service's messaging tables bounded: a periodic job deletes published outbox rows and remembered
 * event ids past their retention, in batches (short statements, so neither table is locked for long and
 * the embedded Postgres, which runs one statement at a time, keeps serving between batches). Unpublished
 * outbox rows are never touched.
 */
export class MessagingPruner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly batchSize: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly options: MessagingPrunerOptions,
  ) {
    this.batchSize = options.batchSize ?? 1000;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.prune()
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'pruning the messaging tables failed');
        })
        .finally(() => (this.running = undefined));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass: deletes everything past its retention, a batch at a time; returns how many rows went. */
  async prune(now = new Date()): Promise<PruneResult> {
    const outbox = await this.deleteInBatches(
      OutboxEntry,
      'published_at IS NOT NULL AND published_at < $1',
      new Date(now.getTime() - this.options.outboxRetentionMs),
    );
    const processed = await this.deleteInBatches(
      ProcessedEvent,
      'processed_at < $1',
      new Date(now.getTime() - this.options.processedRetentionMs),
    );
    if (outbox + processed > 0) {
      this.logger.info({ outbox, processed }, 'pruned the messaging tables');
    }
    return { outbox, processed };
  }

  private async deleteInBatches(
    entity: EntityTarget<ObjectLiteral>,
    condition: string,
    before: Date,
  ): Promise<number> {
    const table = tableOf(this.dataSource, entity);
    let total = 0;
    for (;;) {
      const [, deleted] = await this.dataSource.query<[unknown[], number]>(
        `DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE ${condition} LIMIT $2)`,
        [before, this.batchSize],
      );
      total += deleted;
      if (deleted < this.batchSize) {
        return total;
      }
    }
  }
}
