import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TransactionScope, managerOf, tableOf } from '@stamp/server-kit/database';
import type { DevicePlatform } from '@stamp/shared';
import { PushMemberEntity } from '../members/push-member.entity';
import { DeviceTokenEntity } from './device-token.entity';

/** Devices kept per member: the newest ones; older tokens of a member beyond this are dropped. */
export const MAX_DEVICES_PER_MEMBER = 10;

/** Whose a registered token is: the member and the session that registered it. */
export interface DeviceHolder {
  memberNo: number;
  sessionId: string | null;
}

/** A registration: the token, and the member and session it is for. */
export interface DeviceRegistration {
  memberNo: number;
  sessionId: string;
  token: string;
  platform: DevicePlatform;
}

@Injectable()
export class DevicesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get table(): string {
    return tableOf(this.dataSource, DeviceTokenEntity);
  }

  /** The member's registered devices, newest first (their data export). */
  async listOf(memberNo: number): Promise<DeviceTokenEntity[]> {
    return this.dataSource.manager.find(DeviceTokenEntity, {
      where: { memberNo },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  async holderOf(token: string): Promise<DeviceHolder | null> {
    const rows = await this.dataSource.query<{ bbs_no: number; session_id: string | null }[]>(
      `SELECT bbs_no, session_id FROM ${this.table} WHERE token = $1`,
      [token],
    );
    const row = rows.at(0);
    return row ? { memberNo: row.bbs_no, sessionId: row.session_id } : null;
  }

  /**
   * Registers the token for the member's session, with the member's area as the read model knows it, and
   * keeps the member's newest devices only. A token already registered stays with its member unless it is
   * this member's, or `movableFrom` is its holder as the caller found it (that holder's session ended): then
   * it moves. Null when it stayed (another member holds it, or it changed hands meanwhile).
   */
  async register(
    device: DeviceRegistration,
    movableFrom: DeviceHolder | null,
  ): Promise<{ id: number; platform: DevicePlatform } | null> {
    const members = tableOf(this.dataSource, PushMemberEntity);
    return this.dataSource.transaction(async (manager) => {
      // The id is a bigint (text from the driver); a number is exact far beyond any id a sequence reaches.
      const rows = await manager.query<{ id: string; platform: DevicePlatform }[]>(
        `INSERT INTO ${this.table} AS device (token, platform, bbs_no, session_id, area2)
         VALUES ($1, $2, $3, $4, COALESCE((SELECT area2 FROM ${members} WHERE bbs_no = $3), -1))
         ON CONFLICT (token) DO UPDATE
           SET platform = EXCLUDED.platform, bbs_no = EXCLUDED.bbs_no, session_id = EXCLUDED.session_id,
               area2 = EXCLUDED.area2, updated_at = now()
           WHERE device.bbs_no = EXCLUDED.bbs_no
              OR (device.bbs_no = $5 AND device.session_id IS NOT DISTINCT FROM $6)
         RETURNING id, platform`,
        [
          device.token,
          device.platform,
          device.memberNo,
          device.sessionId,
          movableFrom?.memberNo ?? null,
          movableFrom?.sessionId ?? null,
        ],
      );
      await manager.query(
        `DELETE FROM ${this.table} WHERE bbs_no = $1 AND id NOT IN
           (SELECT id FROM ${this.table} WHERE bbs_no = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`,
        [device.memberNo, MAX_DEVICES_PER_MEMBER],
      );
      const row = rows.at(0);
      return row ? { id: Number(row.id), platform: row.platform } : null;
    });
  }

  async remove(memberNo: number, token: string): Promise<boolean> {
    const result = await this.dataSource.manager.delete(DeviceTokenEntity, { memberNo, token });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Drops the member's devices registered under sessions that ended (`sessionIds`; all of the member's when
   * the event did not name them), and those registered before sessions were named.
   */
  async removeOfEndedSessions(
    memberNo: number,
    sessionIds: readonly string[] | undefined,
    tx: TransactionScope,
  ): Promise<void> {
    await managerOf(tx).query(
      sessionIds
        ? `DELETE FROM ${this.table} WHERE bbs_no = $1 AND (session_id IS NULL OR session_id = ANY($2::uuid[]))`
        : `DELETE FROM ${this.table} WHERE bbs_no = $1`,
      sessionIds ? [memberNo, sessionIds] : [memberNo],
    );
  }
}
