import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A kept day's counts: what every store's table and one store's table of kept days share. */
export abstract class KeptDayCounts {
  /** The IANA time zone whose calendar day this is (MISSION_TIME_ZONE when it was counted). */
  @PrimaryColumn({ type: 'varchar', length: 64, name: 'time_zone' })
  timeZone!: string;

  /** YYYY-MM-DD */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'integer' })
  stamps!: number;

  @Column({ type: 'integer', name: 'completed_cards' })
  completedCards!: number;

  @Column({ type: 'integer' })
  redemptions!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'counted_at' })
  countedAt!: Date;
}

/**
 * The dashboard's counts of one ended day in one time zone, kept once the day is over (see
 * DAILY_LEDGER_COUNTS): the ledger is append-only and a receipt is written with the time it is written at,
 * so an ended day's counts never change. Derived data: deleting rows only makes them counted again.
 */
@Entity({ name: 'ledger_daily_counts' })
export class LedgerDailyCountEntity extends KeptDayCounts {}
