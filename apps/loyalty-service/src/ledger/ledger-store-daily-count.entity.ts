import { Column, Entity, PrimaryColumn } from 'typeorm';
import { KeptDayCounts } from './ledger-daily-count.entity';

/**
 * One store's counts of one ended day in one time zone (the owner's dashboard), kept once the day is over
 * as ledger_daily_counts keeps every store's (STORE_DAILY_LEDGER_COUNTS). Derived data: deleting rows only
 * makes them counted again.
 */
@Entity({ name: 'ledger_store_daily_counts' })
export class LedgerStoreDailyCountEntity extends KeptDayCounts {
  @PrimaryColumn({ type: 'integer', name: 'store_id' })
  storeId!: number;

  /** Members whose first stamp at the store was that day (store_members). */
  @Column({ type: 'integer', name: 'new_members' })
  newMembers!: number;
}
