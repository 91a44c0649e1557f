import { StampMode } from '@stamp/shared';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';

/**
 * `stores_place_idx` on `(lower(region), lower(province))`: the store lists by region and by region and
 * province (migration AddStorePlaceIndex; an expression index, which TypeORM leaves to the migration).
 */
@Entity({ name: 'stores' })
@Index('stores_place_idx', { synchronize: false })
@Check('stores_stamp_mode_known', `"stamp_mode" IN ('password', 'rotating')`)
@Check(
  'stores_stamp_code_secret_in_rotating_mode',
  `("stamp_mode" = 'rotating') = ("stamp_code_secret" IS NOT NULL)`,
)
export class StoreEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** 6 characters, A-Z and 0-9, unique (the database enforces it). */
  @Column({ type: 'varchar', length: 6, unique: true })
  code!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The stamp password: shared with the store's staff, shown to admins and the owner, checked on the server. */
  @Column({ type: 'varchar', length: 100 })
  password!: string;

  /**
   * The Argon2id hash of `password`, made whenever it is set and announced in store.created/updated: the
   * loyalty service checks stamps against it. Null for a password set before verifiers were kept. Never
   * shown in a view.
   */
  @Column({ type: 'varchar', length: 255, name: 'password_verifier', nullable: true })
  passwordVerifier!: string | null;

  /**
   * How members stamp (docs/stamping.md): `password`, with the stamp password above (the default), or
   * `rotating`, with a six-digit code that changes every 30 seconds, made from `stampCodeSecret`.
   */
  @Column({ type: 'varchar', length: 10, name: 'stamp_mode', default: 'password' })
  stampMode!: StampMode;

  /**
   * The secret of the rotating codes (RFC 6238, base32): made anew at each switch to rotating mode, cleared
   * when the store goes back to its password (the CHECK keeps the two together). Whoever holds it can make
   * every code: never in a view or a log; only store.created/updated carry it, to the loyalty service.
   */
  @Column({ type: 'varchar', length: 64, name: 'stamp_code_secret', nullable: true })
  stampCodeSecret!: string | null;

  /**
   * The Argon2id hash of the owner password, the owner's key to the store's back office (never the stamp
   * password; api-contract.md, "Store-owner login"). Null until an administrator or the owner (through the
   * mailed link) sets one: until then the owner cannot sign in. Never shown in a view.
   */
  @Column({ type: 'varchar', length: 255, name: 'owner_password', nullable: true })
  ownerPassword!: string | null;

  @Column({ type: 'varchar', length: 100, name: 'owner_name' })
  ownerName!: string;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 100, name: 'phone_number' })
  phoneNumber!: string;

  @Column({ type: 'varchar', length: 100, name: 'owner_phone' })
  ownerPhone!: string;

  @Column({ type: 'varchar', length: 100 })
  region!: string;

  @Column({ type: 'varchar', length: 100 })
  province!: string;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status!: string;

  @Column({ type: 'integer', default: 0 })
  redeemed!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;

  /**
   * One more at every change of the row (TypeORM's save and update statements move it on), announced in
   * store.created/updated so that read models can tell a late, older event from a newer one. Never shown in
   * a view.
   */
  @VersionColumn({ default: 1 })
  version!: number;
}
