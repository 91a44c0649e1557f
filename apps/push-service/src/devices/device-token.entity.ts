import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DevicePlatform } from '@stamp/shared';

/** A device that receives a member's pushes: an FCM token (android, ios) or a Web Push subscription (web). */
@Entity({ name: 'devices' })
@Index('devices_member_idx', ['memberNo'])
@Index('devices_area_idx', ['area2', 'id'])
export class DeviceTokenEntity {
  /** Bigint (a re-registration after a logout takes a new id), as text: exact beyond 2^53. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** The token (unique: a device handed to another member follows its new member). */
  @Column({ type: 'text', unique: true })
  token!: string;

  @Column({ type: 'varchar', length: 10 })
  platform!: DevicePlatform;

  @Column({ type: 'integer', name: 'bbs_no' })
  memberNo!: number;

  /**
   * The member's session that registered it: the device stops receiving pushes when that session ends, and
   * moves to another member only then. Null for devices registered before sessions were named.
   */
  @Column({ type: 'uuid', name: 'session_id', nullable: true })
  sessionId!: string | null;

  /** The member's province/city area id, copied here so a regional audience streams from one index. */
  @Column({ type: 'integer', default: -1 })
  area2!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
