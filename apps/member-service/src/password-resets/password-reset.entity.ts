import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { MemberEntity } from '../members/member.entity';

/** A password-reset link: only the SHA-256 of its token is kept, valid 30 minutes, usable once. */
@Entity({ name: 'password_resets' })
export class PasswordResetEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('password_resets_bbs_no_idx')
  @Column({ type: 'integer', name: 'bbs_no' })
  memberNo!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bbs_no' })
  member?: MemberEntity;

  /** Lower-case hex SHA-256 of the token sent by mail; the token itself is never stored. */
  @Index('password_resets_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64, name: 'token_hash' })
  tokenHash!: string;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
