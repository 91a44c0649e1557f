import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Read model of the stores: name and place, for cards, tickets and events, and the verifier of the stamp
 * password for checking stamps. Kept from store.created and store.updated (an older version than the row's
 * is skipped), refreshed (name and place only) whenever a mission is managed, and kept as a tombstone on
 * store.deleted, which nothing brings back: every read treats a tombstone as no row. Never the password.
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

  /**
   * The secret of the store's rotating stamp codes (RFC 6238, base32), as store.created/updated last
   * announced it: set only while the store is in rotating mode, and then it, not the verifier, decides what
   * stamps (the events carry no verifier then, so the column above is null). Whoever holds it can make every
   * code: never in a view, a log or an event of this service.
   */
  @Column({ type: 'varchar', length: 64, name: 'stamp_code_secret', nullable: true })
  stampCodeSecret!: string | null;

  /**
   * When the verifier or the codes' secret last changed here (a new stamp password, a switch of stamp mode,
   * or the first verifier seen): the store's
   * guessing ceiling counts only wrong passwords since then. Null: not since this column was added.
   */
  @Column({ type: 'timestamptz', name: 'stamp_password_set_at', nullable: true })
  stampPasswordSetAt!: Date | null;

  /**
   * The store's version as the store.created/updated that wrote the row announced it. Null when unknown: a
   * row written before versions were kept, by the name-and-place refresh, or by an event without one. An
   * event applies when the row's version or its own is unknown, or its own is greater.
   */
  @Column({ type: 'integer', nullable: true })
  version!: number | null;

  /** When store.deleted was processed: from then on the row is a tombstone (no verifier, never read). */
  @Column({ type: 'timestamptz', name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
