import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { managerOf, tableOf, TransactionScope } from '@stamp/server-kit/database';
import { DeviceTokenEntity } from '../devices/device-token.entity';
import { PushReadEntity } from '../inbox/push-read.entity';
import { PushMemberEntity } from './push-member.entity';

export interface MemberFacts {
  memberNo: number;
  area1: number;
  area2: number;
  joinedAt: Date;
}

/** The members read model. Every write is guarded by the event's time: a late, older event changes nothing. */
@Injectable()
export class PushMembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get members(): string {
    return tableOf(this.dataSource, PushMemberEntity);
  }

  private get devices(): string {
    return tableOf(this.dataSource, DeviceTokenEntity);
  }

  async findActive(memberNo: number, tx?: TransactionScope): Promise<PushMemberEntity | null> {
    const member = await (tx ? managerOf(tx) : this.dataSource.manager).findOne(PushMemberEntity, {
      where: { memberNo },
    });
    return member?.withdrawnAt === null ? member : null;
  }

  /** Registered or changed: keep the area and join date; the member's devices follow the area. */
  async upsert(facts: MemberFacts, eventAt: Date, tx: TransactionScope): Promise<void> {
    const rows = await managerOf(tx).query<{ area2: number }[]>(
      `INSERT INTO ${this.members} AS m (bbs_no, area1, area2, joined_at, active, event_at)
       VALUES ($1, $2, $3, $4, true, $5)
       ON CONFLICT (bbs_no) DO UPDATE
         SET area1 = EXCLUDED.area1, area2 = EXCLUDED.area2, joined_at = EXCLUDED.joined_at,
             event_at = EXCLUDED.event_at
         WHERE m.event_at <= EXCLUDED.event_at AND m.withdrawn_at IS NULL
       RETURNING area2`,
      [facts.memberNo, facts.area1, facts.area2, facts.joinedAt, eventAt],
    );
    if (rows.length > 0) {
      await managerOf(tx).query(`UPDATE ${this.devices} SET area2 = $2 WHERE bbs_no = $1 AND area2 <> $2`, [
        facts.memberNo,
        facts.area2,
      ]);
    }
  }

  async setActive(memberNo: number, active: boolean, eventAt: Date, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(
      `UPDATE ${this.members} SET active = $2, event_at = $3 WHERE bbs_no = $1 AND event_at <= $3`,
      [memberNo, active, eventAt],
    );
  }

  /** Withdrawn: a tombstone stays (a late event cannot bring the member back); reads and devices go. */
  async withdraw(memberNo: number, eventAt: Date, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(
      `INSERT INTO ${this.members} AS m (bbs_no, area1, area2, joined_at, active, withdrawn_at, event_at)
       VALUES ($1, -1, -1, $2, false, $2, $2)
       ON CONFLICT (bbs_no) DO UPDATE SET active = false, withdrawn_at = EXCLUDED.withdrawn_at,
         area1 = -1, area2 = -1, event_at = GREATEST(m.event_at, EXCLUDED.event_at)`,
      [memberNo, eventAt],
    );
    await managerOf(tx).delete(PushReadEntity, { memberNo });
    await managerOf(tx).delete(DeviceTokenEntity, { memberNo });
  }
}
