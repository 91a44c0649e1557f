import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LedgerKind } from '@stamp/contracts';

/**
 * The receipt of every stamp, redemption, granted ticket and deleted card or ticket. Append-only: the
 * service only ever inserts and reads these rows (no update, no delete, not even when a store goes).
 */
@Entity({ name: 'ledger_entries' })
@Index('ledger_entries_user_idx', ['memberNo', 'id'])
/** The dashboard's counts per day: a range of days read from the index alone (see DAILY_LEDGER_COUNTS). */
@Index('ledger_entries_activity_idx', ['occurredAt', 'kind', 'ticketId'])
/** The same for one store (the owner's dashboard). */
@Index('ledger_entries_store_activity_idx', ['storeId', 'occurredAt', 'kind', 'ticketId'])
export class LedgerEntryEntity {
  /** bigint: node-postgres gives it back as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: LedgerKind;

  @Column({ type: 'integer', name: 'user_id' })
  memberNo!: number;

  @Column({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @Column({ type: 'integer', name: 'mission_id', nullable: true })
  missionId!: number | null;

  @Column({ type: 'integer', name: 'coupon_id', nullable: true })
  couponId!: number | null;

  @Column({ type: 'integer', name: 'ticket_id', nullable: true })
  ticketId!: number | null;

  /** Stamps on the card after this stamp. */
  @Column({ type: 'integer', name: 'stamp_count', nullable: true })
  stampCount!: number | null;

  /** The administrator who granted a ticket. */
  @Column({ type: 'integer', name: 'admin_id', nullable: true })
  adminId!: number | null;

  @Column({ type: 'varchar', length: 64, name: 'request_id', nullable: true })
  requestId!: string | null;

  @Column({ type: 'timestamptz', name: 'occurred_at', default: () => 'now()' })
  occurredAt!: Date;
}
