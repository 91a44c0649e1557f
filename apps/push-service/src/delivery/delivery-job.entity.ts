import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DeliveryCounts } from './delivery-counts.entity';

/**
 * Delivering one message to its audience's devices: written with the message, then planned chunk by chunk
 * into delivery units (`cursor` = the last device id planned) that every replica shares, and finished when
 * its last unit is. The counts add up its finished units.
 */
@Entity({ name: 'deliveries' })
@Index('deliveries_open_idx', ['messageId'], { where: 'finished_at IS NULL' })
export class DeliveryJobEntity extends DeliveryCounts {
  @PrimaryColumn({ type: 'integer', name: 'message_id' })
  messageId!: number;

  @Column({ type: 'bigint', default: 0 })
  cursor!: string;

  /** When the whole audience had been cut into units. */
  @Column({ type: 'timestamptz', name: 'planned_at', nullable: true })
  plannedAt!: Date | null;
}
