import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Read model of the stores: name and place, for cards, tickets and events. Kept from store.created and
 * store.updated, refreshed whenever a mission is managed, removed on store.deleted. Never the password.
 */
@Entity({ name: 'store_snapshots' })
export class StoreSnapshotEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100 })
  region!: string;

  @Column({ type: 'varchar', length: 100 })
  province!: string;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 100, name: 'phone_number', default: '' })
  phoneNumber!: string;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
