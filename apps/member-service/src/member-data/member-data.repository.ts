import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SessionEntity, tableOf } from '@stamp/server-kit/database';
import { PasswordResetEntity } from '../password-resets/password-reset.entity';

/** The member's sessions, counted (their ids are bearer secrets: never exported). */
export interface SessionsSummary {
  total: number;
  live: number;
  lastStartedAt: Date | null;
}

/** What the member service holds about a member beyond the members row, for their data export. */
@Injectable()
export class MemberDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async sessionsOf(memberNo: number, now: Date): Promise<SessionsSummary> {
    const [row] = await this.dataSource.query<
      { total: string; live: string; last_started_at: Date | null }[]
    >(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE ended_at IS NULL AND expires_at > $2) AS live,
              max(created_at) AS last_started_at
       FROM ${tableOf(this.dataSource, SessionEntity)} WHERE kind = 'member' AND principal_id = $1`,
      [memberNo, now],
    );
    return { total: Number(row.total), live: Number(row.live), lastStartedAt: row.last_started_at };
  }

  async pendingPasswordResets(memberNo: number, now: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ pending: string }[]>(
      `SELECT count(*) AS pending FROM ${tableOf(this.dataSource, PasswordResetEntity)}
       WHERE bbs_no = $1 AND used_at IS NULL AND expires_at > $2`,
      [memberNo, now],
    );
    return Number(row.pending);
  }
}
