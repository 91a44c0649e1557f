import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ImageType } from '@stamp/shared';
import { StoreEntity } from '../stores/store.entity';

@Entity({ name: 'images' })
@Index('images_one_representative_idx', ['storeId'], { unique: true, where: `type = 'representative'` })
export class ImageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('images_store_id_idx')
  @Column({ type: 'integer', name: 'store_id' })
  storeId!: number;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ type: 'varchar', length: 200, unique: true })
  key!: string;

  @Column({ type: 'varchar', length: 20 })
  type!: ImageType;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
