import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A reward to redeem at the store: made from a full card (at most one per card) or given by an admin. */
@Entity({ name: 'tickets' })
@Check('tickets_used_once', '("is_used" AND "used_at" IS NOT NULL) OR (NOT "is_used" AND "used_at" IS NULL)')
export class TicketEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The member's bbs_no. */
  @Index('tickets_user_id_idx')
  @Column({ type: 'integer', name: 'user_id' })
  memberNo!: number;

  @Index('tickets_store_id_idx')
  @Column({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @Column({ type: 'integer', name: 'mission_id', nullable: true })
  missionId!: number | null;

  /** The card it was made from: unique, so one card can never make two tickets. */
  @Column({ type: 'integer', name: 'coupon_id', nullable: true, unique: true })
  couponId!: number | null;

  @Column({ type: 'boolean', name: 'is_used', default: false })
  isUsed!: boolean;

  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
