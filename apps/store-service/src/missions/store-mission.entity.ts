import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MissionStatus } from '@stamp/shared';

/** Read model of each store's mission, kept from the loyalty service's mission events. */
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
}
