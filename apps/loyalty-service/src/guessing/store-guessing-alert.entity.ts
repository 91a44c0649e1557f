import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a store's owner and the admins were last told of guessing there (at most once per window). */
@Entity({ name: 'store_guessing_alerts' })
export class StoreGuessingAlertEntity {
  @PrimaryColumn({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @Column({ type: 'timestamptz', name: 'alerted_at' })
  alertedAt!: Date;
}
