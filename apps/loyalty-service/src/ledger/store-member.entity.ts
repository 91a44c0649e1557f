import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A member's first stamp at a store: the owner's dashboard counts a store's new members per day from it.
 * Written by the ledger itself (trigger `ledger_entries_first_stamp`, migration AddStoreFirstStamps) in the
 * transaction of the member's first stamp receipt there, so every way of stamping keeps it, and with that
 * receipt's time. Like the ledger it is only ever added to.
 */
@Entity({ name: 'store_members' })
@Index('store_members_first_stamp_idx', ['storeId', 'firstStampAt'])
export class StoreMemberEntity {
  @PrimaryColumn({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @PrimaryColumn({ type: 'integer', name: 'user_id' })
  memberNo!: number;

  /** The `occurred_at` of the member's first stamp receipt at the store. */
  @Column({ type: 'timestamptz', name: 'first_stamp_at' })
  firstStampAt!: Date;
}
