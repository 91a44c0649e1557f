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
}
