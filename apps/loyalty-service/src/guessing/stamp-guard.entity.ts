import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Wrong store passwords in a row of one member at one store, and the lockout they earned. */
@Entity({ name: 'stamp_guards' })
export class StampGuardEntity {
  @PrimaryColumn({ type: 'integer', name: 'user_id' })
  memberNo!: number;

  @PrimaryColumn({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @Column({ type: 'integer', name: 'consecutive_failures', default: 0 })
  consecutiveFailures!: number;

  /** Lockouts so far (each one longer than the last); forgotten after a day without a wrong password. */
  @Column({ type: 'integer', default: 0 })
  lockouts!: number;

  @Column({ type: 'timestamptz', name: 'locked_until', nullable: true })
  lockedUntil!: Date | null;

  @Column({ type: 'timestamptz', name: 'last_failure_at', nullable: true })
  lastFailureAt!: Date | null;
}
