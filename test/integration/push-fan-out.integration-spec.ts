import pino from 'pino';
import { DataSource } from 'typeorm';
import { loadConfig } from '@stamp/server-kit/config';
import { createDataSource, migrate } from '@stamp/server-kit/database';
import { createDatabase, dropDatabase } from '@stamp/testing';
import { DeliveriesRepository } from '../../apps/push-service/src/delivery/deliveries.repository';
import { DeliveryWorker } from '../../apps/push-service/src/delivery/delivery.worker';
import {
  DeviceTarget,
  PushProvider,
  SendOutcome,
} from '../../apps/push-service/src/delivery/providers/push-provider';
import { PushServiceSettings } from '../../apps/push-service/src/push-service.settings';
import { serviceDefinition as push } from '../../apps/push-service/src/service';
import { seedFanOutAudience, writeFanOutBroadcast } from '../../tools/bench-kit/fan-out-audience';

interface TakeOver {
  unitId: string;
  afterLeaseMs: number;
  at: number;
}
const takeOvers: TakeOver[] = [];
const logger = pino(
  { level: 'info' },
  {
    write: (line: string) => {
      const parsed = JSON.parse(line) as { msg: string; unitId: string; afterLeaseMs?: number };
      if (parsed.msg === 'delivery unit taken over' && parsed.afterLeaseMs !== undefined) {
        takeOvers.push({ unitId: parsed.unitId, afterLeaseMs: parsed.afterLeaseMs, at: Date.now() });
      }
    },
  },
);

/** An FCM stand-in that records every token it was asked to send to, answering after `delayMs`. */
class RecordingProvider implements PushProvider {
  readonly name = 'fcm';
  readonly platforms = ['android', 'ios'] as const;
  readonly sentTo: string[] = [];

  constructor(private readonly delayMs = 0) {}

  async send(device: DeviceTarget): Promise<SendOutcome> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.sentTo.push(device.token);
    return { kind: 'sent' };
  }
}

describe('Push fan-out units shared by replicas (real Postgres)', () => {
  const database = `stamp_push_fan_out_${Date.now()}`;
  let dataSource: DataSource;
  const settings = loadConfig('push-service', PushServiceSettings, {
    PUSH_DELIVERY_UNIT_SIZE: '100',
    PUSH_DELIVERY_PAGE_SIZE: '25',
    PUSH_DELIVERY_LEASE_MS: '1500',
    PUSH_DELIVERY_CONCURRENCY: '10',
  });
  let memberNo = 1;

  function worker(provider: PushProvider): DeliveryWorker {
    return new DeliveryWorker(new DeliveriesRepository(dataSource), [provider], settings, logger);
  }

  /** Seeds `members` members with two devices each; answers the tokens whose prefix matches `prefix`. */
  async function audience(members: number, prefix: string): Promise<string[]> {
    await seedFanOutAudience((sql, params) => dataSource.query(sql, params), {
      members,
      devicesPerMember: 2,
      firstMemberNo: memberNo,
      tokenPrefix: prefix,
    });
    memberNo += members;
    const rows = await dataSource.query<{ token: string }[]>(
      'SELECT token FROM push.devices WHERE token ~ $1 ORDER BY token',
      [`^(${prefix})-`],
    );
    return rows.map((row) => row.token);
  }

  async function job(messageId: number) {
    const rows = await dataSource.query<{ finished: boolean; sent: number; repeated: number }[]>(
      'SELECT finished_at IS NOT NULL AS finished, sent, repeated FROM push.deliveries WHERE message_id = $1',
      [messageId],
    );
    return rows.at(0);
  }

  /** Works until the message's job is finished, as a replica's loop would. */
  async function runUntilDelivered(sut: DeliveryWorker, messageId: number, deadline: number): Promise<void> {
    while (!(await job(messageId))?.finished) {
      if (Date.now() > deadline) {
        throw new Error(`message ${String(messageId)} not delivered in time`);
      }
      if (!(await sut.deliverNext())) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  beforeAll(async () => {
    const url = await createDatabase(database);
    dataSource = createDataSource({
      url,
      schema: push.schema,
      entities: push.entities,
      migrations: push.migrations,
      logger,
    });
    await dataSource.initialize();
    await migrate(dataSource, push.schema, logger);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(database);
  });

  it("shares one broadcast's units between two workers and sends each device once", async () => {
    const tokens = await audience(600, 'shared');
    const messageId = await writeFanOutBroadcast((sql, params) => dataSource.query(sql, params), 'Shared');
    const [a, b] = [new RecordingProvider(2), new RecordingProvider(2)];
    const deadline = Date.now() + 60_000;

    await Promise.all([
      runUntilDelivered(worker(a), messageId, deadline),
      runUntilDelivered(worker(b), messageId, deadline),
    ]);

    expect([...a.sentTo, ...b.sentTo].sort()).toEqual(tokens);
    expect(a.sentTo.length).toBeGreaterThan(0);
    expect(b.sentTo.length).toBeGreaterThan(0);
    const [units] = await dataSource.query<{ units: string; holders: string }[]>(
      `SELECT count(*) AS units, count(DISTINCT holder) AS holders FROM push.delivery_units
       WHERE message_id = $1 AND finished_at IS NOT NULL`,
      [messageId],
    );
    expect(Number(units.units)).toBe(tokens.length / 100);
    expect(await job(messageId)).toEqual({ finished: true, sent: tokens.length, repeated: 0 });
    expect(await new DeliveriesRepository(dataSource).pending()).toEqual([]);
  });

  it('takes the units of a worker that stopped renewing over after its lease, re-sending only its page in flight', async () => {
    await audience(100, 'takeover');
    // A broadcast goes to every member who joined before it: the first test's members too.
    const tokens = await audience(0, 'shared|takeover');
    const messageId = await writeFanOutBroadcast((sql, params) => dataSource.query(sql, params), 'Takeover');
    const deliveries = new DeliveriesRepository(dataSource);
    // A replica that planned the message, claimed a unit, sent a page's worth and then died (kill -9): its
    // lease is never renewed and its page never recorded.
    await deliveries.planNext([{ provider: 'fcm', platforms: ['android', 'ios'] }], {
      unitSize: 100,
      unitsPerStep: 50,
    });
    const dead = await deliveries.claim(['fcm'], settings.PUSH_DELIVERY_LEASE_MS, 'dead-replica');
    if (!dead) {
      throw new Error('no unit to claim');
    }
    const [deadPage] = await dataSource.query<{ id: string }[]>(
      'SELECT max(id) AS id FROM (SELECT id FROM push.devices WHERE id > $1 ORDER BY id LIMIT 25) page',
      [dead.cursor],
    );
    await deliveries.markInFlight(dead, deadPage.id);
    const killedAt = Date.now();
    const survivor = new RecordingProvider();

    await runUntilDelivered(worker(survivor), messageId, Date.now() + 30_000);

    expect([...new Set(survivor.sentTo)].sort()).toEqual(tokens);
    const [unit] = await dataSource.query<{ holder: string }[]>(
      'SELECT holder FROM push.delivery_units WHERE id = $1',
      [dead.id],
    );
    expect(unit.holder).not.toBe('dead-replica');
    // Taken once the lease ran out (not before), within the next poll.
    const takeOver = takeOvers.find((t) => t.unitId === dead.id);
    expect(takeOver?.afterLeaseMs).toBeLessThan(1000);
    expect((takeOver?.at ?? 0) - killedAt).toBeGreaterThanOrEqual(settings.PUSH_DELIVERY_LEASE_MS - 200);
    expect(await job(messageId)).toEqual({ finished: true, sent: tokens.length, repeated: 25 });
  });
});
