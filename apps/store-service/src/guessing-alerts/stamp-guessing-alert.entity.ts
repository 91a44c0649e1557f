import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoreEntity } from '../stores/store.entity';

/**
 * A store reached the loyalty service's guessing ceiling (`store.stamp-guessing-detected`). Open until the
 * store's stamp password changes; mailed to the store's owner once, after the transaction that records it.
 */
@Entity({ name: 'stamp_guessing_alerts' })
@Index('stamp_guessing_alerts_store_detected_idx', ['storeId', 'detectedAt'], { unique: true })
export class StampGuessingAlertEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ type: 'timestamptz', name: 'detected_at' })
  detectedAt!: Date;

  /** Wrong stamp passwords at the store within the window, all members together. */
  @Column({ type: 'integer' })
  failures!: number;

  /** Members who typed them. */
  @Column({ type: 'integer' })
  members!: number;

  @Column({ type: 'integer', name: 'window_seconds' })
  windowSeconds!: number;

  /** When a new stamp password answered the alert; null while it is open. */
  @Column({ type: 'timestamptz', name: 'resolved_at', nullable: true })
  resolvedAt!: Date | null;

  /** When the owner's mail was handed to the mail server (or written to a file); null until then. */
  @Column({ type: 'timestamptz', name: 'mailed_at', nullable: true })
  mailedAt!: Date | null;

  /** Sends tried so far (a failed one is tried again later, up to a limit). */
  @Column({ type: 'integer', name: 'mail_attempts', default: 0 })
  mailAttempts!: number;

  /** No send before this time: a replica's claim on the mail while it sends, or the wait before a retry. */
  @Column({ type: 'timestamptz', name: 'mail_not_before', nullable: true })
  mailNotBefore!: Date | null;
}
