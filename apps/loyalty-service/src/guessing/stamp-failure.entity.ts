import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One wrong store password (stamping or redeeming): counted per store for the guessing ceiling. */
@Entity({ name: 'stamp_failures' })
@Index('stamp_failures_store_time_idx', ['storeId', 'occurredAt'])
export class StampFailureEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @Column({ type: 'integer', name: 'user_id' })
  memberNo!: number;

  @Column({ type: 'varchar', length: 64, name: 'request_id', nullable: true })
  requestId!: string | null;

  @Column({ type: 'timestamptz', name: 'occurred_at' })
  occurredAt!: Date;
}
