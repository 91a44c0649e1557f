import { Column, CreateDateColumn } from 'typeorm';

/** What a delivery job and each of its units count, and when they were made and finished. */
export abstract class DeliveryCounts {
  @Column({ type: 'integer', default: 0 })
  sent!: number;

  @Column({ type: 'integer', default: 0 })
  failed!: number;

  @Column({ type: 'integer', default: 0 })
  removed!: number;

  /** Sends repeated after a unit was taken over (its lost holder may have sent them). */
  @Column({ type: 'integer', default: 0 })
  repeated!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'finished_at', nullable: true })
  finishedAt!: Date | null;
}
