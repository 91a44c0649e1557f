import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PushOrigin } from '@stamp/contracts';
import type { PushType } from '@stamp/shared';

/**
 * One push message, written once whatever its audience (fan-out on read): a broadcast has no area; a
 * regional push carries the area (province/city) id it targets. Members' inboxes are read from here.
 */
@Entity({ name: 'messages' })
@Index('messages_broadcast_idx', ['createdAt', 'id'], { where: 'area_id IS NULL' })
@Index('messages_area_idx', ['areaId', 'createdAt', 'id'], { where: 'area_id IS NOT NULL' })
@Index('messages_origin_idx', ['origin', 'id'])
@Index('messages_store_day_idx', ['storeId', 'createdAt'], { where: 'store_id IS NOT NULL' })
export class PushMessageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  type!: PushType;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 1000 })
  message!: string;

  @Column({ type: 'varchar', length: 10 })
  origin!: PushOrigin;

  /** The targeted province/city's area id (PSGC code); null for a broadcast to every member. */
  @Column({ type: 'integer', name: 'area_id', nullable: true })
  areaId!: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  region!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  province!: string | null;

  /** The store that sent it (store owner's push) or that it announces (automatic push). */
  @Column({ type: 'integer', name: 'store_id', nullable: true })
  storeId!: number | null;

  @Column({ type: 'integer', name: 'admin_id', nullable: true })
  adminId!: number | null;

  /** The domain event an automatic push came from: one message per event, whatever redelivers it. */
  @Column({ type: 'uuid', name: 'source_event_id', nullable: true, unique: true })
  sourceEventId!: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
