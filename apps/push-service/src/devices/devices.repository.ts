import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tableOf } from '@stamp/server-kit/database';
import type { DevicePlatform } from '@stamp/shared';
import { PushMemberEntity } from '../members/push-member.entity';
import { DeviceTokenEntity } from './device-token.entity';

/** Devices kept per member: the newest ones; older tokens of a member beyond this are dropped. */
export const MAX_DEVICES_PER_MEMBER = 10;

@Injectable()
export class DevicesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Registers the token for the member (a token seen before moves to this member: the device changed
   * hands), with the member's area as the read model knows it, and keeps the member's newest devices only.
   */
  async register(memberNo: number, token: string, platform: DevicePlatform): Promise<DeviceTokenEntity> {
    const devices = tableOf(this.dataSource, DeviceTokenEntity);
    const members = tableOf(this.dataSource, PushMemberEntity);
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<{ id: number; platform: DevicePlatform }[]>(
        `INSERT INTO ${devices} (token, platform, bbs_no, area2)
         VALUES ($1, $2, $3, COALESCE((SELECT area2 FROM ${members} WHERE bbs_no = $3), -1))
         ON CONFLICT (token) DO UPDATE
           SET platform = EXCLUDED.platform, bbs_no = EXCLUDED.bbs_no, area2 = EXCLUDED.area2, updated_at = now()
         RETURNING id, platform`,
        [token, platform, memberNo],
      );
      await manager.query(
        `DELETE FROM ${devices} WHERE bbs_no = $1 AND id NOT IN
           (SELECT id FROM ${devices} WHERE bbs_no = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`,
        [memberNo, MAX_DEVICES_PER_MEMBER],
      );
      const row = rows.at(0);
      return Object.assign(new DeviceTokenEntity(), {
        id: row?.id ?? 0,
        platform: row?.platform ?? platform,
      });
    });
  }

  async remove(memberNo: number, token: string): Promise<boolean> {
    const result = await this.dataSource.manager.delete(DeviceTokenEntity, { memberNo, token });
    return (result.affected ?? 0) > 0;
  }
}
