import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Read model of the members, kept from the member service's events: where each member lives (regional
 * pushes) and since when (broadcasts before joining are not theirs). No personal data.
 */
@Entity({ name: 'members' })
export class PushMemberEntity {
  @PrimaryColumn({ type: 'integer', name: 'bbs_no' })
  memberNo!: number;

  /** Region area id, or -1. */
  @Column({ type: 'integer' })
  area1!: number;

  /** Province/city area id, or -1: regional pushes to this area are in the member's inbox. */
  @Column({ type: 'integer' })
  area2!: number;

  @Column({ type: 'timestamptz', name: 'joined_at' })
  joinedAt!: Date;

  /** False while suspended: no deliveries to their devices. */
  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'timestamptz', name: 'withdrawn_at', nullable: true })
  withdrawnAt!: Date | null;

  /** When the event last applied here happened: an older event arriving late changes nothing. */
  @Column({ type: 'timestamptz', name: 'event_at' })
  eventAt!: Date;
}
