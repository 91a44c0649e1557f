import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Read model of the stores: name and place, for cards, tickets and events, and the verifier of the stamp
 * password for checking stamps. Kept from store.created and store.updated, refreshed (name and place only)
 * whenever a mission is managed, removed on store.deleted. Never the password.
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

  /**
   * The Argon2id hash of the store's stamp password, as store.created/updated last announced it; only those
   * events write it. Null until one did (stamps are then checked by the store service). Never in a view or
   * an event.
   */
  @Column({ type: 'varchar', length: 255, name: 'stamp_password_verifier', nullable: true })
  stampPasswordVerifier!: string | null;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
