import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import type { MissionStatus } from '@stamp/shared';

/** A store's stamp mission: one per store (the database enforces it), 1 to 100 stamps, dates in order. */
@Entity({ name: 'missions' })
@Check('missions_max_stamp_count_range', '"max_stamp_count" BETWEEN 1 AND 100')
@Check('missions_dates_in_order', '"start_date" <= "expire_date"')
@Check('missions_status_known', `"status" IS NULL OR "status" IN ('ongoing', 'pended')`)
@Check(
  'missions_min_stamp_interval_range',
  '"min_stamp_interval_minutes" IS NULL OR "min_stamp_interval_minutes" BETWEEN 1 AND 10080',
)
@Check(
  'missions_daily_stamp_limit_range',
  '"daily_stamp_limit" IS NULL OR "daily_stamp_limit" BETWEEN 1 AND 100',
)
export class MissionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', name: 'store_id', unique: true })
  storeId!: number;

  @Column({ type: 'varchar', length: 30 })
  name!: string;

  /** YYYY-MM-DD */
  @Column({ type: 'date', name: 'start_date' })
  startDate!: string;

  /** YYYY-MM-DD, valid through the end of that day in the mission time zone. */
  @Column({ type: 'date', name: 'expire_date' })
  expireDate!: string;

  @Column({ type: 'integer', name: 'max_stamp_count' })
  maxStampCount!: number;

  /** Pacing: the least minutes between one member's stamps on this mission; null = no limit. */
  @Column({ type: 'integer', name: 'min_stamp_interval_minutes', nullable: true })
  minStampIntervalMinutes!: number | null;

  /** Pacing: stamps per member and calendar day (mission time zone); null = no limit. */
  @Column({ type: 'integer', name: 'daily_stamp_limit', nullable: true })
  dailyStampLimit!: number | null;

  /** ongoing or pended; null once an administrator finished it (spec §4: "finished clears the status"). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  status!: MissionStatus | null;

  /** When mission.expired was announced (once); cleared when the expiry date moves. */
  @Column({ type: 'timestamptz', name: 'expiry_announced_at', nullable: true })
  expiryAnnouncedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;

  /**
   * One more at every change (TypeORM's save adds it; a statement that changes the row must too), so every
   * mission event carries a higher version than the ones before it: read models skip an older event that
   * arrives late. Missions made before versions were kept start at 1.
   */
  @VersionColumn({ default: 1 })
  version!: number;
}
