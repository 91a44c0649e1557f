import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member has read a message: one row per read, none per unread message. */
@Entity({ name: 'reads' })
export class PushReadEntity {
  @PrimaryColumn({ type: 'integer', name: 'bbs_no' })
  memberNo!: number;

  @PrimaryColumn({ type: 'integer', name: 'message_id' })
  messageId!: number;

  @Column({ type: 'timestamptz', name: 'read_at', default: () => 'now()' })
  readAt!: Date;
}
