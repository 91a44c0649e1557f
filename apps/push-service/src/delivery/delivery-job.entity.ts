import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Delivering one message to its audience's devices: written with the message, claimed by one replica at
 * a time, advanced page by page (`cursor` = the last device id done), so a crash resumes where it was.
 */
@Entity({ name: 'deliveries' })
@Index('deliveries_open_idx', ['messageId'], { where: 'finished_at IS NULL' })
export class DeliveryJobEntity {
  @PrimaryColumn({ type: 'integer', name: 'message_id' })
  messageId!: number;

  @Column({ type: 'integer', default: 0 })
  cursor!: number;

  @Column({ type: 'uuid', name: 'claim_token', nullable: true })
  claimToken!: string | null;

  @Column({ type: 'timestamptz', name: 'claimed_until', nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'integer', default: 0 })
  sent!: number;

  @Column({ type: 'integer', default: 0 })
  failed!: number;

  @Column({ type: 'integer', default: 0 })
  removed!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'finished_at', nullable: true })
  finishedAt!: Date | null;
}
