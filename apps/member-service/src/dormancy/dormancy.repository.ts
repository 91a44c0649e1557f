import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tableOf } from '@stamp/server-kit/database';
import { MemberEntity } from '../members/member.entity';

/** A member the notice is mailed to. */
export interface DormancyCandidate {
  memberNo: number;
  email: string;
  firstName: string;
}

/** Members not withdrawn (2 active, 1 suspended). */
const IN_USE = 'join_check IN (1, 2)';
/** The last time the member used the account: the last login, else the sign-up. */
const LAST_USE = 'coalesce(last_login_at, reg_dt)';

interface CandidateRow {
  bbs_no: number;
  member_id: string;
  member_name: string;
}

/** The only place the dormancy rules speak SQL: each step claims its rows, so replicas never repeat one. */
@Injectable()
export class DormancyRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get members(): string {
    return tableOf(this.dataSource, MemberEntity);
  }

  /** Marks the notice sent for members last seen before `lastUseBefore` who got none, and returns them. */
  async claimNotices(lastUseBefore: Date, now: Date): Promise<DormancyCandidate[]> {
    const [rows] = await this.dataSource.query<[CandidateRow[], number]>(
      `UPDATE ${this.members} SET dormancy_notice_at = $2
       WHERE ${IN_USE} AND dormant_at IS NULL AND dormancy_notice_at IS NULL AND ${LAST_USE} < $1
       RETURNING bbs_no, member_id, member_name`,
      [lastUseBefore, now],
    );
    return rows.map((row) => ({ memberNo: row.bbs_no, email: row.member_id, firstName: row.member_name }));
  }

  /** A notice that could not be sent is claimed again by the next run. */
  async releaseNotice(memberNo: number): Promise<void> {
    await this.dataSource.query(`UPDATE ${this.members} SET dormancy_notice_at = NULL WHERE bbs_no = $1`, [
      memberNo,
    ]);
  }

  /**
   * Makes dormant the members last seen before `lastUseBefore` whose notice went out before
   * `noticedBefore` (so every member is told at least 7 days ahead); returns how many.
   */
  async markDormant(lastUseBefore: Date, noticedBefore: Date, now: Date): Promise<number> {
    const [, count] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE ${this.members} SET dormant_at = $3
       WHERE ${IN_USE} AND dormant_at IS NULL AND ${LAST_USE} < $1 AND dormancy_notice_at < $2`,
      [lastUseBefore, noticedBefore, now],
    );
    return count;
  }

  /** A login that opened a session: the account is in use, and a notice already sent no longer stands. */
  async recordLogin(memberNo: number, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.members} SET last_login_at = $2, dormancy_notice_at = NULL WHERE bbs_no = $1`,
      [memberNo, now],
    );
  }

  /** Keeps the hash of a new confirmation link for a dormant member (an older link stops working). */
  async setReactivationLink(memberNo: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.members} SET reactivation_token_hash = $2, reactivation_expires_at = $3
       WHERE bbs_no = $1 AND dormant_at IS NOT NULL`,
      [memberNo, tokenHash, expiresAt],
    );
  }

  /**
   * Spends a usable confirmation link in one statement (of two clicks at once, one wins): the account is in
   * use again from `now`. Returns the member's number, or null for an unknown, used or expired link.
   */
  async reactivate(tokenHash: string, now: Date): Promise<number | null> {
    const [rows] = await this.dataSource.query<[{ bbs_no: number }[], number]>(
      `UPDATE ${this.members}
       SET dormant_at = NULL, dormancy_notice_at = NULL, reactivation_token_hash = NULL,
           reactivation_expires_at = NULL, last_login_at = $2
       WHERE reactivation_token_hash = $1 AND reactivation_expires_at > $2 AND dormant_at IS NOT NULL
         AND ${IN_USE}
       RETURNING bbs_no`,
      [tokenHash, now],
    );
    return rows[0]?.bbs_no ?? null;
  }
}
