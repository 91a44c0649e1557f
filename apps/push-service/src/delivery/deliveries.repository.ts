import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { managerOf, tableOf, TransactionScope } from '@stamp/server-kit/database';
import type { DevicePlatform } from '@stamp/shared';
import { DeviceTokenEntity } from '../devices/device-token.entity';
import { PushMemberEntity } from '../members/push-member.entity';
import { PushMessageEntity } from '../messages/push-message.entity';
import { DeliveryJobEntity } from './delivery-job.entity';
import { DeliveryUnitEntity } from './delivery-unit.entity';
import { DeviceTarget } from './providers/push-provider';

/** A provider and the platforms it serves: units are cut per provider. */
export interface ProviderPlatforms {
  provider: string;
  platforms: readonly DevicePlatform[];
}

/** How a message's audience is cut into units, per planning step. */
export interface UnitPlan {
  /** Devices per unit. */
  unitSize: number;
  /** Units written per step (one short transaction each). */
  unitsPerStep: number;
}

export interface PlanStep {
  messageId: number;
  units: number;
  /** The whole audience is planned; `finished` when it had no open unit left (an empty audience). */
  planned: boolean;
  finished: boolean;
}

export interface ClaimedUnit {
  id: string;
  message: PushMessageEntity;
  provider: string;
  cursor: string;
  lastDeviceId: string;
  /** A page the previous holder had in flight and never recorded: sends up to this id may repeat. */
  inFlightTo: string | null;
  /** Milliseconds since the previous holder's lease ran out, when this claim took the unit over. */
  takenOverAfterMs: number | null;
  leaseToken: string;
}

export interface PageResult {
  /** The last device id of the page: the next page starts after it. */
  cursor: string;
  sent: number;
  failed: number;
  /** Sends of devices a previous holder may already have sent to. */
  repeated: number;
  /** Device ids whose tokens the provider no longer knows. */
  unregistered: string[];
}

/** What a finished unit says about its message: `delivered` when it was the message's last open unit. */
export interface UnitFinish {
  delivered: boolean;
}

/** Open devices still to send, per provider (for the pending gauge and autoscaling). */
export interface PendingByProvider {
  provider: string;
  devices: number;
}

/** Delivery jobs, their units, and the audiences they stream. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get jobs(): string {
    return tableOf(this.dataSource, DeliveryJobEntity);
  }

  private get units(): string {
    return tableOf(this.dataSource, DeliveryUnitEntity);
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
   * The devices of the message's audience, as a FROM ... WHERE with the parameters from `$first` on: every
   * active member's devices for a broadcast (members who joined after it are not its audience), the area's
   * for a regional push (from the area index).
   */
  private audience(message: PushMessageEntity, first: number, join = ''): { sql: string; params: unknown[] } {
    const clause =
      message.areaId === null ? `m.joined_at <= $${String(first)}` : `d.area2 = $${String(first)}`;
    return {
      sql: `${this.devices} d ${join} JOIN ${this.members} m ON m.bbs_no = d.bbs_no
            WHERE ${clause} AND m.active AND m.withdrawn_at IS NULL`,
      params: [message.areaId ?? message.createdAt],
    };
  }

  /**
   * Cuts the next chunk of one unplanned message's audience into units (`plan.unitsPerStep` per provider at
   * most), in one short transaction that replicas skip while another holds it. Null when no message waits.
   */
  async planNext(providers: readonly ProviderPlatforms[], plan: UnitPlan): Promise<PlanStep | null> {
    return this.dataSource.transaction(async (manager) => {
      const jobs = await manager.query<{ message_id: number; cursor: string }[]>(
        `SELECT message_id, cursor FROM ${this.jobs}
         WHERE finished_at IS NULL AND planned_at IS NULL
         ORDER BY message_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const job = jobs.at(0);
      if (!job) {
        return null;
      }
      const message = await manager.findOne(PushMessageEntity, { where: { id: job.message_id } });
      if (!message) {
        await manager.query(`UPDATE ${this.jobs} SET finished_at = now() WHERE message_id = $1`, [
          job.message_id,
        ]);
        return { messageId: job.message_id, units: 0, planned: true, finished: true };
      }
      const limit = plan.unitSize * plan.unitsPerStep;
      const audience = this.audience(
        message,
        7,
        'JOIN unnest($5::varchar[], $6::varchar[]) AS p(platform, provider) ON p.platform = d.platform',
      );
      // count(*) is a bigint: text from the driver.
      const units = await manager.query<{ last_device_id: string; devices: string }[]>(
        `WITH chunk AS (
           SELECT d.id, p.provider FROM ${audience.sql} AND d.id > $2
           ORDER BY d.id LIMIT $3
         ), numbered AS (
           SELECT id, provider, (row_number() OVER (PARTITION BY provider ORDER BY id) - 1) / $4 AS k FROM chunk
         )
         INSERT INTO ${this.units} (message_id, provider, cursor, last_device_id, devices)
         SELECT $1, provider, min(id) - 1, max(id), count(*) FROM numbered GROUP BY provider, k
         RETURNING last_device_id, devices`,
        [
          message.id,
          job.cursor,
          limit,
          plan.unitSize,
          providers.flatMap((p) => p.platforms),
          providers.flatMap((p) => p.platforms.map(() => p.provider)),
          ...audience.params,
        ],
      );
      const devices = units.reduce((sum, unit) => sum + Number(unit.devices), 0);
      const planned = devices < limit;
      if (units.length > 0) {
        await manager.query(
          `UPDATE ${this.jobs} SET cursor = (SELECT max(id) FROM unnest($2::bigint[]) AS id) WHERE message_id = $1`,
          [message.id, units.map((unit) => unit.last_device_id)],
        );
      }
      let finished = false;
      if (planned) {
        await manager.query(`UPDATE ${this.jobs} SET planned_at = now() WHERE message_id = $1`, [message.id]);
        finished = await this.finishIfDone(manager, message.id);
      }
      return { messageId: message.id, units: units.length, planned, finished };
    });
  }

  /**
   * Takes the oldest open unit nobody holds (or whose holder's lease ran out) of one of `providers`, for
   * `leaseMs`. Replicas skip each other's locked rows, so each unit is worked by one replica at a time.
   */
  async claim(providers: readonly string[], leaseMs: number, holder: string): Promise<ClaimedUnit | null> {
    const leaseToken = randomUUID();
    const [rows] = await this.dataSource.query<
      [
        {
          id: string;
          message_id: number;
          provider: string;
          cursor: string;
          last_device_id: string;
          in_flight_to: string | null;
          expired_ms: number | null;
        }[],
        number,
      ]
    >(
      `WITH next AS (
         SELECT id, leased_until FROM ${this.units}
         WHERE finished_at IS NULL AND provider = ANY($4::varchar[])
           AND (leased_until IS NULL OR leased_until < now())
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       UPDATE ${this.units} u
       SET lease_token = $1, leased_until = now() + ($2::int * interval '1 millisecond'), holder = $3
       FROM next WHERE u.id = next.id
       RETURNING u.id, u.message_id, u.provider, u.cursor, u.last_device_id, u.in_flight_to,
                 (extract(epoch FROM now() - next.leased_until) * 1000)::float8 AS expired_ms`,
      [leaseToken, leaseMs, holder, [...providers]],
    );
    const row = rows.at(0);
    if (!row) {
      return null;
    }
    const message = await this.dataSource.manager.findOne(PushMessageEntity, {
      where: { id: row.message_id },
    });
    if (!message) {
      await this.dataSource.query(`UPDATE ${this.units} SET finished_at = now() WHERE id = $1`, [row.id]);
      return null;
    }
    return {
      id: row.id,
      message,
      provider: row.provider,
      cursor: row.cursor,
      lastDeviceId: row.last_device_id,
      inFlightTo: row.in_flight_to,
      takenOverAfterMs: row.expired_ms,
      leaseToken,
    };
  }

  /** Extends the lease; false when it was lost (another replica took the unit over). */
  async renew(unit: ClaimedUnit, leaseMs: number): Promise<boolean> {
    const [rows] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE ${this.units} SET leased_until = now() + ($3::int * interval '1 millisecond')
       WHERE id = $1 AND lease_token = $2 AND finished_at IS NULL RETURNING id`,
      [unit.id, unit.leaseToken, leaseMs],
    );
    return rows.length > 0;
  }

  /** The next page of the unit's devices, in id order, of the platforms its provider serves. */
  async unitPage(
    unit: ClaimedUnit,
    afterDeviceId: string,
    platforms: readonly DevicePlatform[],
    limit: number,
  ): Promise<DeviceTarget[]> {
    const audience = this.audience(unit.message, 5);
    return this.dataSource.query<DeviceTarget[]>(
      `SELECT d.id, d.token, d.platform FROM ${audience.sql}
         AND d.id > $1 AND d.id <= $2 AND d.platform = ANY($3::varchar[])
       ORDER BY d.id LIMIT $4`,
      [afterDeviceId, unit.lastDeviceId, [...platforms], limit, ...audience.params],
    );
  }

  /** Says which page is about to be sent (up to `lastDeviceId`); false when the lease was lost: do not send. */
  async markInFlight(unit: ClaimedUnit, lastDeviceId: string): Promise<boolean> {
    const [rows] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE ${this.units} SET in_flight_to = $3
       WHERE id = $1 AND lease_token = $2 AND finished_at IS NULL RETURNING id`,
      [unit.id, unit.leaseToken, lastDeviceId],
    );
    return rows.length > 0;
  }

  /**
   * Records a sent page in one transaction: removes the unregistered tokens, moves the cursor and adds the
   * counts. False when the lease was lost (another replica took the unit over): stop.
   */
  async recordPage(unit: ClaimedUnit, page: PageResult): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[unknown[], number]>(
        `UPDATE ${this.units} SET cursor = $3, in_flight_to = NULL, sent = sent + $4, failed = failed + $5,
                removed = removed + $6, repeated = repeated + $7
         WHERE id = $1 AND lease_token = $2 AND finished_at IS NULL
         RETURNING id`,
        [
          unit.id,
          unit.leaseToken,
          page.cursor,
          page.sent,
          page.failed,
          page.unregistered.length,
          page.repeated,
        ],
      );
      if (rows.length === 0) {
        return false;
      }
      if (page.unregistered.length > 0) {
        await manager.query(`DELETE FROM ${this.devices} WHERE id = ANY($1::bigint[])`, [page.unregistered]);
      }
      return true;
    });
  }

  /**
   * Closes the unit and adds its counts to its message's job; the job is finished with its last unit (the
   * job row is locked first, so two replicas finishing the last two units cannot both miss it). Null when
   * the lease was lost.
   */
  async finishUnit(unit: ClaimedUnit): Promise<UnitFinish | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT message_id FROM ${this.jobs} WHERE message_id = $1 FOR UPDATE`, [
        unit.message.id,
      ]);
      const [rows] = await manager.query<
        [{ sent: number; failed: number; removed: number; repeated: number }[], number]
      >(
        `UPDATE ${this.units} SET finished_at = now(), leased_until = NULL, in_flight_to = NULL
         WHERE id = $1 AND lease_token = $2 AND finished_at IS NULL
         RETURNING sent, failed, removed, repeated`,
        [unit.id, unit.leaseToken],
      );
      const counts = rows.at(0);
      if (!counts) {
        return null;
      }
      await manager.query(
        `UPDATE ${this.jobs} SET sent = sent + $2, failed = failed + $3, removed = removed + $4,
                repeated = repeated + $5
         WHERE message_id = $1`,
        [unit.message.id, counts.sent, counts.failed, counts.removed, counts.repeated],
      );
      return { delivered: await this.finishIfDone(manager, unit.message.id) };
    });
  }

  /** Finishes the job when it is planned and has no open unit; true when this call finished it. */
  private async finishIfDone(manager: EntityManager, messageId: number): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE ${this.jobs} SET finished_at = now()
       WHERE message_id = $1 AND finished_at IS NULL AND planned_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${this.units} WHERE message_id = $1 AND finished_at IS NULL)
       RETURNING message_id`,
      [messageId],
    );
    return rows.length > 0;
  }

  /** Lets another replica (or this one) take the unit up again at once. */
  async release(unit: ClaimedUnit): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.units} SET leased_until = NULL WHERE id = $1 AND lease_token = $2`,
      [unit.id, unit.leaseToken],
    );
  }

  /** Devices still to send per provider: the open units' planned devices less those done. */
  async pending(): Promise<PendingByProvider[]> {
    const rows = await this.dataSource.query<{ provider: string; devices: string }[]>(
      `SELECT provider, sum(greatest(devices - sent - failed - removed, 0)) AS devices
       FROM ${this.units} WHERE finished_at IS NULL GROUP BY provider`,
    );
    return rows.map((row) => ({ provider: row.provider, devices: Number(row.devices) }));
  }
}
