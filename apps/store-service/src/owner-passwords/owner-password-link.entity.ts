import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { StoreEntity } from '../stores/store.entity';

/**
 * A link mailed to a store's e-mail to set its owner password (api-contract.md, "Store-owner login"): only
 * the SHA-256 of its token is kept, valid 30 minutes, usable once.
 */
@Entity({ name: 'owner_password_links' })
export class OwnerPasswordLinkEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Index('owner_password_links_store_id_idx')
  @Column({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @Index('owner_password_links_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64, name: 'token_hash' })
  tokenHash!: string;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
