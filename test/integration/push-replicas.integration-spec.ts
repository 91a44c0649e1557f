import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { NatsConnection, connect } from '@nats-io/transport-node';
import { Client } from 'pg';
import pino, { Logger } from 'pino';
import { EventEnvelope, PushRequests } from '@stamp/contracts';
import { NatsBus } from '@stamp/server-kit/bus';
import { RunningService, startService } from '@stamp/server-kit/service';
import { createDatabase, dropDatabase, testEnv, uniqueNamespace } from '@stamp/testing';
import { serviceDefinition as push } from '../../apps/push-service/src/service';
import { FakeFcmServer } from '../../apps/push-service/src/test/fake-fcm-server';
import { eventually } from '../support/system';

const MAKATI = 1380300000;
const NCR = 1300000000;
const MEMBERS = 6;
const DEVICES_PER_MEMBER = 2;
const STORES = 10;

interface LogLine {
  msg: string;
  replica: string;
  applied?: boolean;
  eventId?: string;
  messageId?: number;
}

/** A replica's logger whose lines the test can read. */
function capturingLogger(replica: string, lines: LogLine[]): Logger {
  return pino(
    { level: 'debug', base: { replica } },
    {
      write: (line: string) => {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  );
}

describe('Two push-service replicas on one JetStream consumer (real Postgres and NATS)', () => {
  const database = `stamp_push_replicas_${Date.now()}`;
  const namespace = uniqueNamespace('replicas');
  const lines: LogLine[] = [];
  const buses: NatsBus[] = [];
  const replicas: RunningService[] = [];
  let fcm: FakeFcmServer;
  let publisher: NatsBus;
  let nc: NatsConnection;
  let db: Client;

  async function bus(name: string): Promise<NatsBus> {
    const connected = await NatsBus.connect({
      url: testEnv.natsUrl(),
      namespace,
      logger: pino({ level: 'silent' }),
      name,
    });
    buses.push(connected);
    return connected;
  }

  /** Publishes an event as its service's relay would, then once more under another JetStream id (a redelivery). */
  async function publishTwice(subject: string, payload: unknown): Promise<EventEnvelope> {
    const envelope: EventEnvelope = {
      id: randomUUID(),
      subject,
      occurredAt: new Date().toISOString(),
      payload,
    };
    await publisher.publish(envelope);
    await jetstream(nc).publish(`${namespace}.events.${subject}`, JSON.stringify(envelope), {
      msgID: randomUUID(),
    });
    return envelope;
  }

  beforeAll(async () => {
    fcm = await new FakeFcmServer().start();
    const databaseUrl = await createDatabase(database);
    publisher = await bus('publisher');
    nc = await connect({ servers: testEnv.natsUrl() });
    const env = {
      ...fcm.env(),
      PUSH_DELIVERY_PAGE_SIZE: '5',
      PUSH_DELIVERY_POLL_MS: '50',
      LOG_LEVEL: 'debug',
    };
    // Both replicas start at once: migrations run under the advisory lock, once.
    replicas.push(
      ...(await Promise.all(
        ['a', 'b'].map(async (name) =>
          startService(push, {
            bus: await bus(`push-${name}`),
            databaseUrl,
            logger: capturingLogger(name, lines),
            poolSize: 4,
            env,
          }),
        ),
      )),
    );
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    for (const replica of replicas) {
      await replica.relay.stop();
    }
    await publisher.deleteStream();
    for (const connected of buses) {
      await connected.close();
    }
    await nc.close();
    for (const replica of replicas) {
      await replica.app.close();
      await replica.dataSource.destroy();
    }
    await db.end();
    await dropDatabase(database);
    await fcm.close();
  });

  it('turns each event into exactly one message and delivers it once to each device', async () => {
    const joined = new Date(Date.now() - 3600_000).toISOString();
    for (let memberNo = 1; memberNo <= MEMBERS; memberNo++) {
      await publishTwice('member.registered', { memberNo, area1: NCR, area2: MAKATI, reg_dt: joined });
    }
    await eventually(async () => {
      const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM push.members');
      expect(Number(rows[0]?.count)).toBe(MEMBERS);
    });
    const tokens: string[] = [];
    for (let memberNo = 1; memberNo <= MEMBERS; memberNo++) {
      for (let device = 0; device < DEVICES_PER_MEMBER; device++) {
        const token = `replica-test-${memberNo}-${device}-${randomUUID()}`;
        tokens.push(token);
        // Requests are served by either replica (one queue group).
        await publisher.request(PushRequests.registerDevice, {
          memberNo,
          sessionId: randomUUID(),
          token,
          platform: device === 0 ? 'android' : 'ios',
        });
      }
    }

    const events: EventEnvelope[] = [];
    for (let i = 1; i <= STORES; i++) {
      const store = {
        id: i,
        name: `Store ${i}`,
        region: 'National Capital Region (NCR)',
        province: 'Makati City',
        address: `${i} Ayala Ave.`,
      };
      events.push(await publishTwice('store.created', store));
      events.push(
        await publishTwice('mission.created', {
          mission: {
            id: 100 + i,
            store_id: i,
            name: `Mission ${i}`,
            start_date: '2026-12-01',
            expire_date: '2026-12-31',
            max_stamp_count: 10,
            status: 'ongoing',
            createdAt: new Date().toISOString(),
          },
          store,
        }),
      );
    }

    await eventually(async () => {
      const { rows } = await db.query<{ messages: string; open: string }>(
        `SELECT (SELECT count(*) FROM push.messages) AS messages,
                (SELECT count(*) FROM push.deliveries WHERE finished_at IS NULL) AS open`,
      );
      expect(rows[0]).toEqual({ messages: String(events.length), open: '0' });
    }, 30_000);

    const { rows: bySource } = await db.query<{ source_event_id: string; id: number }>(
      'SELECT source_event_id, id FROM push.messages',
    );
    expect(bySource.map((row) => row.source_event_id).sort()).toEqual(events.map((event) => event.id).sort());
    const messageIds = bySource.map((row) => String(row.id)).sort();
    for (const token of tokens) {
      const received = fcm.sendsTo(token).map((send) => send.data.push_message_id);
      expect(received.sort()).toEqual(messageIds);
    }
    expect(fcm.sends).toHaveLength(events.length * tokens.length);

    // Every copy on the stream (member events and pushes, each twice) was consumed by exactly one replica;
    // only the first copy of each event was applied.
    const consumed = lines.filter((line) => line.msg === 'event consumed');
    expect(consumed).toHaveLength(2 * (MEMBERS + events.length));
    expect(consumed.filter((line) => line.applied)).toHaveLength(MEMBERS + events.length);
    const delivered = lines.filter((line) => line.msg === 'push delivered');
    expect(delivered).toHaveLength(events.length);
    expect(new Set(delivered.map((line) => line.messageId)).size).toBe(events.length);
    // The work is shared: both replicas consumed events and delivered messages.
    for (const replica of ['a', 'b']) {
      expect(consumed.filter((line) => line.replica === replica).length).toBeGreaterThan(0);
      expect(delivered.filter((line) => line.replica === replica).length).toBeGreaterThan(0);
    }
  });
});
