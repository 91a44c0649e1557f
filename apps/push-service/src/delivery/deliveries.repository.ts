import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { managerOf, tableOf, TransactionScope } from '@stamp/server-kit/database';
import type { DevicePlatform } from '@stamp/shared';
import { DeviceTokenEntity } from '../devices/device-token.entity';
import { PushMemberEntity } from '../members/push-member.entity';
import { PushMessageEntity } from '../messages/push-message.entity';
import { DeliveryJobEntity } from './delivery-job.entity';
import { DeviceTarget } from './providers/push-provider';

export interface ClaimedDelivery {
  message: PushMessageEntity;
  cursor: number;
  claimToken: string;
}

export interface PageResult {
  /** The last device id of the page: the next page starts after it. */
  cursor: number;
  sent: number;
  failed: number;
  /** Device ids whose tokens the provider no longer knows. */
  unregistered: number[];
}

/** Delivery jobs and the audiences they stream. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get jobs(): string {
    return tableOf(this.dataSource, DeliveryJobEntity);
  }

  private get devices(): string {
    return tableOf(this.dataSource, DeviceTokenEntity);
  }

  private get members(): string {
    return tableOf(this.dataSource, PushMemberEntity);
  }

  /** A job for the message, in the transaction that writes the message. */
  async enqueue(messageId: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).insert(DeliveryJobEntity, { messageId });
  }

  /**
   * Takes the oldest open job nobody holds (or whose holder's claim ran out), for `claimMs`. Replicas
   * skip each other's locked rows, so each job is worked by one replica at a time.
   */
  async claim(claimMs: number): Promise<ClaimedDelivery | null> {
    const claimToken = randomUUID();
    const [rows] = await this.dataSource.query<[{ message_id: number; cursor: number }[], number]>(
      `UPDATE ${this.jobs} SET claim_token = $1, claimed_until = now() + ($2::int * interval '1 millisecond')
       WHERE message_id = (SELECT message_id FROM ${this.jobs}
                           WHERE finished_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
                           ORDER BY message_id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING message_id, cursor`,
      [claimToken, claimMs],
    );
    const row = rows.at(0);
    if (!row) {
      return null;
    }
    const message = await this.dataSource.manager.findOne(PushMessageEntity, {
      where: { id: row.message_id },
    });
    if (!message) {
      await this.dataSource.query(`UPDATE ${this.jobs} SET finished_at = now() WHERE message_id = $1`, [
        row.message_id,
      ]);
      return null;
    }
    return { message, cursor: row.cursor, claimToken };
  }

  /**
   * The next page of the message's audience, in device id order: every active member's devices for a
   * broadcast (members who joined after it are not its audience), the area's for a regional push (from
   * the area index). Only platforms some provider serves.
   */
  async audiencePage(
    message: PushMessageEntity,
    afterDeviceId: number,
    platforms: readonly DevicePlatform[],
    limit: number,
  ): Promise<DeviceTarget[]> {
    const params: unknown[] = [afterDeviceId, [...platforms], limit];
    let audience: string;
    if (message.areaId === null) {
      params.push(message.createdAt);
      audience = 'm.joined_at <= $4';
    } else {
      params.push(message.areaId);
      audience = 'd.area2 = $4';
    }
    return this.dataSource.query<DeviceTarget[]>(
      `SELECT d.id, d.token, d.platform FROM ${this.devices} d
       JOIN ${this.members} m ON m.bbs_no = d.bbs_no
       WHERE d.id > $1 AND d.platform = ANY($2::varchar[]) AND ${audience}
         AND m.active AND m.withdrawn_at IS NULL
       ORDER BY d.id LIMIT $3`,
      params,
    );
  }

  /**
   * Records a page in one transaction: removes the unregistered tokens, moves the cursor, adds the counts
   * and extends the claim. False when the claim was lost (another replica took the job over): stop.
   */
  async recordPage(job: ClaimedDelivery, page: PageResult, claimMs: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[unknown[], number]>(
        `UPDATE ${this.jobs} SET cursor = $3, sent = sent + $4, failed = failed + $5, removed = removed + $6,
                claimed_until = now() + ($7::int * interval '1 millisecond')
         WHERE message_id = $1 AND claim_token = $2 AND finished_at IS NULL
         RETURNING message_id`,
        [
          job.message.id,
          job.claimToken,
          page.cursor,
          page.sent,
          page.failed,
          page.unregistered.length,
          claimMs,
        ],
      );
      if (rows.length === 0) {
        return false;
      }
      if (page.unregistered.length > 0) {
        await manager.query(`DELETE FROM ${this.devices} WHERE id = ANY($1::int[])`, [page.unregistered]);
      }
      return true;
    });
  }

  async finish(job: ClaimedDelivery): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.jobs} SET finished_at = now(), claimed_until = NULL
       WHERE message_id = $1 AND claim_token = $2`,
      [job.message.id, job.claimToken],
    );
  }

  /** Lets another replica (or this one) take the job up again at once. */
  async release(job: ClaimedDelivery): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.jobs} SET claimed_until = NULL WHERE message_id = $1 AND claim_token = $2`,
      [job.message.id, job.claimToken],
    );
  }
}
