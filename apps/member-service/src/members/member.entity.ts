import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A member (the spec's "wifi user"). Column names are the spec's. The login id (member_id, the e-mail) is
 * stored lower-cased, which the check constraint enforces: so the unique index on member_id is a unique
 * index on lower(member_id), and two spellings of one address can never both register.
 */
@Entity({ name: 'members' })
@Check('members_member_id_lower_case', `"member_id" = lower("member_id")`)
@Index('members_reg_dt_idx', ['regDt', 'memberNo'])
export class MemberEntity {
  @PrimaryGeneratedColumn({ name: 'bbs_no' })
  memberNo!: number;

  @Index('members_member_id_key', { unique: true })
  @Column({ type: 'varchar', length: 255, name: 'member_id' })
  memberId!: string;

  /** First name. */
  @Column({ type: 'varchar', length: 50, name: 'member_name' })
  memberName!: string;

  /** Last name. */
  @Column({ type: 'varchar', length: 50, name: 'member_name2' })
  memberName2!: string;

  /** Argon2id hash (PHC string); never leaves the service. */
  @Column({ type: 'varchar', length: 255, name: 'member_pass' })
  memberPass!: string;

  @Column({ type: 'varchar', length: 30, name: 'hphone_num', default: '' })
  hphoneNum!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  gcashid!: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  addr1!: string;

  /** Region area id, or -1. */
  @Index('members_area1_idx')
  @Column({ type: 'integer', default: -1 })
  area1!: number;

  /** Province/city area id, or -1. */
  @Index('members_area2_idx')
  @Column({ type: 'integer', default: -1 })
  area2!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'reg_dt' })
  regDt!: Date;

  @Column({ type: 'integer', default: 0 })
  point!: number;

  /** 2 active, 1 suspended, 0 withdrawn (spec §4). */
  @Column({ type: 'smallint', name: 'join_check', default: 2 })
  joinCheck!: number;

  @Column({ type: 'timestamptz', name: 'withdrawn_at', nullable: true })
  withdrawnAt!: Date | null;
}
