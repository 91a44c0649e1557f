import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An event waiting to be published: written in the same transaction as the change it announces. */
@Entity({ name: 'outbox' })
@Index('outbox_unpublished_idx', ['seq'], { where: 'published_at IS NULL' })
export class OutboxEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  seq!: string;

  @Column({ type: 'uuid', unique: true })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ type: 'text', name: 'request_id', nullable: true })
  requestId!: string | null;

  /** The W3C `traceparent` of the transaction's work, so the event's consumers continue its trace. */
  @Column({ type: 'text', name: 'trace_parent', nullable: true })
  traceParent!: string | null;

  @Column({ type: 'timestamptz', name: 'occurred_at' })
  occurredAt!: Date;

  @Column({ type: 'timestamptz', name: 'claimed_until', nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'timestamptz', name: 'published_at', nullable: true })
  publishedAt!: Date | null;
}

/** Events a consumer has already applied: makes every consumer idempotent. */
@Entity({ name: 'processed_events' })
export class ProcessedEvent {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;

  @PrimaryColumn({ type: 'uuid', name: 'event_id' })
  eventId!: string;

  @Column({ type: 'timestamptz', name: 'processed_at', default: () => 'now()' })
  processedAt!: Date;
}

export const MESSAGING_ENTITIES = [OutboxEntry, ProcessedEvent];
