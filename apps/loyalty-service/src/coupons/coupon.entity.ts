import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { MissionEntity } from '../missions/mission.entity';

/**
 * A member's stamp card for a mission: one per member and mission, and its count never passes its maximum
 * (both enforced by the database). The last stamp deletes the card and makes a ticket.
 */
@Entity({ name: 'coupons' })
@Unique('coupons_one_per_member_and_mission', ['memberNo', 'missionId'])
@Check('coupons_stamp_count_range', '"stamp_count" >= 0 AND "stamp_count" <= "max_stamp_count"')
export class CouponEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The member's bbs_no. */
  @Column({ type: 'integer', name: 'user_id' })
  memberNo!: number;

  @Index('coupons_mission_id_idx')
  @Column({ type: 'integer', name: 'mission_id' })
  missionId!: number;

  @ManyToOne(() => MissionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mission_id' })
  mission?: MissionEntity;

  @Column({ type: 'integer', name: 'stamp_count', default: 0 })
  stampCount!: number;

  /** The mission's stamp count when the card was made: a card keeps its size when the mission changes. */
  @Column({ type: 'integer', name: 'max_stamp_count' })
  maxStampCount!: number;

  @Column({ type: 'boolean', name: 'is_used', default: false })
  isUsed!: boolean;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
