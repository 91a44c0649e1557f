import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DeliveryCounts } from './delivery-counts.entity';

/**
 * One share of a message's fan-out: the audience devices of one provider in a device-id range
 * (`cursor`, `last_device_id`]. Any replica claims an open unit with a short lease (`leased_until`) that it
 * renews while it works, and moves `cursor` page by page; a unit whose lease ran out is taken over by
 * another replica, which re-sends at most the page that was in flight (`in_flight_to`).
 */
@Entity({ name: 'delivery_units' })
@Index('delivery_units_open_idx', ['id'], { where: 'finished_at IS NULL' })
@Index('delivery_units_message_idx', ['messageId'])
export class DeliveryUnitEntity extends DeliveryCounts {
  /** Bigint ids come back as text (exact beyond 2^53). */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'integer', name: 'message_id' })
  messageId!: number;

  /** The provider that sends this unit's devices (`fcm`, `web-push`). */
  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  /** The last device id done: the next page starts after it. */
  @Column({ type: 'bigint' })
  cursor!: string;

  @Column({ type: 'bigint', name: 'last_device_id' })
  lastDeviceId!: string;

  /** Devices of the audience in the range when the unit was planned. */
  @Column({ type: 'integer' })
  devices!: number;

  /** The last device id of the page being sent and not yet recorded: a taker-over re-sends up to it. */
  @Column({ type: 'bigint', name: 'in_flight_to', nullable: true })
  inFlightTo!: string | null;

  @Column({ type: 'uuid', name: 'lease_token', nullable: true })
  leaseToken!: string | null;

  @Column({ type: 'timestamptz', name: 'leased_until', nullable: true })
  leasedUntil!: Date | null;

  /** Which replica holds (or last held) it: host and process id, for operators. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  holder!: string | null;
}
