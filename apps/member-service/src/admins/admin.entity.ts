import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminAuthorityName } from '@stamp/contracts';

/** An administrator of the back office: a role admin or a super master (spec §3, §6). */
@Entity({ name: 'admins' })
@Check('admins_authority_known', `"authority" IN ('admin', 'super master')`)
export class AdminEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  /** The login id; unique (the database decides between two registrations at once). */
  @Index('admins_admin_id_key', { unique: true })
  @Column({ type: 'varchar', length: 100, name: 'admin_id' })
  adminId!: string;

  /** Argon2id hash (PHC string); never leaves the service. */
  @Column({ type: 'varchar', length: 255 })
  password!: string;

  @Index('admins_authority_idx')
  @Column({ type: 'varchar', length: 20, default: 'admin' })
  authority!: AdminAuthorityName;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  /**
   * Two-step sign-in (RFC 6238): the authenticator's shared secret, base32, while it is on. Kept as it is:
   * the product has no key to encrypt it with (docs/security.md, "Two-step sign-in"); never leaves the service.
   */
  @Column({ type: 'varchar', length: 64, name: 'totp_secret', nullable: true })
  totpSecret!: string | null;

  /** A set-up's secret waiting for its first code; it replaces nothing until that code confirms it. */
  @Column({ type: 'varchar', length: 64, name: 'totp_pending_secret', nullable: true })
  totpPendingSecret!: string | null;

  /** When two-step sign-in was turned on; null while it is off. A change ends the administrator's sessions. */
  @Column({ type: 'timestamptz', name: 'totp_enabled_at', nullable: true })
  totpEnabledAt!: Date | null;

  /** The time step of the last code accepted: a code of that step or an earlier one is not accepted again
   * (30-second steps since 1970 fit an integer until the year 4000). */
  @Column({ type: 'integer', name: 'totp_last_step', nullable: true })
  totpLastStep!: number | null;
}
