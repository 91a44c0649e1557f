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

  /** The last login that opened a session; null before any (the sign-up then counts: reg_dt). */
  @Column({ type: 'timestamptz', name: 'last_login_at', nullable: true })
  lastLoginAt!: Date | null;

  /** When the mail saying the account will become dormant in 7 days went out; a login clears it. */
  @Column({ type: 'timestamptz', name: 'dormancy_notice_at', nullable: true })
  dormancyNoticeAt!: Date | null;

  /** When the account became dormant (a year without a login); it logs in again only after the mailed link. */
  @Column({ type: 'timestamptz', name: 'dormant_at', nullable: true })
  dormantAt!: Date | null;

  /** SHA-256 (hex) of the dormant account's confirmation link token; the token itself is never stored. */
  @Index('members_reactivation_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64, name: 'reactivation_token_hash', nullable: true })
  reactivationTokenHash!: string | null;

  @Column({ type: 'timestamptz', name: 'reactivation_expires_at', nullable: true })
  reactivationExpiresAt!: Date | null;
}
