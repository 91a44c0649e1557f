import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MissionStatus } from '@stamp/shared';

/**
 * Read model of each store's mission, kept from the loyalty service's mission events. A mission that ended
 * stays as a tombstone (`endedAt` set) until the store's next mission replaces it: a late event of the ended
 * mission then finds it and changes nothing. Reads treat a tombstone as no mission.
 */
@Entity({ name: 'store_missions' })
export class StoreMissionEntity {
  @PrimaryColumn({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @Column({ type: 'integer', name: 'mission_id' })
  missionId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'date', name: 'start_date' })
  startDate!: string;

  @Column({ type: 'date', name: 'expire_date' })
  expireDate!: string;

  @Column({ type: 'integer', name: 'max_stamp_count' })
  maxStampCount!: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  status!: MissionStatus | null;

  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  /** The mission's version as the applied event gave it; null when unknown (an event without one). */
  @Column({ type: 'integer', nullable: true })
  version!: number | null;

  /** When the mission ended (its mission.ended): the row is a tombstone. */
  @Column({ type: 'timestamptz', name: 'ended_at', nullable: true })
  endedAt!: Date | null;
}
