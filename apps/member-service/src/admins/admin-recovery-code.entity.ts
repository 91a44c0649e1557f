import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { AdminEntity } from './admin.entity';

/**
 * One of an administrator's single-use recovery codes (two-step sign-in): only its SHA-256 is kept. A code has
 * 120 random bits, so a plain hash suffices where a password needs Argon2 (ASVS 5.0, V6.5).
 */
@Entity({ name: 'admin_recovery_codes' })
@Index('admin_recovery_codes_admin_hash_key', ['adminId', 'codeHash'], { unique: true })
export class AdminRecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', name: 'admin_id' })
  adminId!: number;

  @ManyToOne(() => AdminEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'admin_recovery_codes_admin_fkey' })
  admin?: AdminEntity;

  /** SHA-256 of the normalised code, hex. */
  @Column({ type: 'varchar', length: 64, name: 'code_hash' })
  codeHash!: string;

  /** When the code signed its administrator in; a used code signs in no one again. */
  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
