/**
 * Inbox benchmark (npm run bench:push): seeds 1,000,000 members, 10,000 messages, 2,000,000 reads and
 * 500,000 devices into a database of its own on real Postgres, then measures the production inbox query
 * (p50/p95/p99) and the time to publish one broadcast, and drops the database. A few minutes at most.
 *
 * DATABASE_URL: an administrative connection (default postgres://postgres@127.0.0.1:5432/postgres).
 * BENCH_MEMBERS / BENCH_MESSAGES / BENCH_QUERIES: scale it down or up; BENCH_KEEP=1 keeps the database.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { areaId, listProvinces, listRegions } from '@stamp/regions';
import { loadConfig } from '@stamp/server-kit/config';
import { HotStatements, createDataSource, migrate } from '@stamp/server-kit/database';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { DeliveriesRepository } from '../../apps/push-service/src/delivery/deliveries.repository';
import { DeliveryWorker } from '../../apps/push-service/src/delivery/delivery.worker';
import { PushProvider } from '../../apps/push-service/src/delivery/providers/push-provider';
import { InboxRepository } from '../../apps/push-service/src/inbox/inbox.repository';
import { PushMessagesRepository } from '../../apps/push-service/src/messages/push-messages.repository';
import { PushMessagesService } from '../../apps/push-service/src/messages/push-messages.service';
import { PushServiceSettings } from '../../apps/push-service/src/push-service.settings';
import { serviceDefinition as push } from '../../apps/push-service/src/service';
import { Stats, numberFrom, stats, statsRow } from '../bench-kit/stats';

const MAKATI = 1380300000;
const INBOX_TARGET_P95_MS = 20;
const BROADCAST_TARGET_MS = 50;
/** No single statement of the run may take longer than this. */
const STATEMENT_TIMEOUT = '120s';

const MEMBERS = numberFrom(process.env.BENCH_MEMBERS, 1_000_000);
const MESSAGES = numberFrom(process.env.BENCH_MESSAGES, 10_000);
const QUERIES = numberFrom(process.env.BENCH_QUERIES, 2_000);
const BROADCASTS = 200;
const READERS = Math.min(MEMBERS, 200_000);
const READS_PER_READER = 10;

function row(label: string, s: Stats, target?: number): string {
  return statsRow(label, s, target === undefined ? undefined : { percentile: 'p95', ms: target });
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const [, ms] = await timed(work);
  console.log(`  ${label.padEnd(52)} ${(ms / 1000).toFixed(1)} s`);
}

/** Every province/city area id, the benchmark's hot area (Makati City) first. */
function allAreas(): number[] {
  const ids = listRegions().flatMap((region) =>
    listProvinces(region).flatMap((province) => areaId(region, province) ?? []),
  );
  return [MAKATI, ...ids.filter((id) => id !== MAKATI)];
}

async function seed(dataSource: DataSource, areas: number[]): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);
  // Area choice skewed toward the first areas (Makati City gets the most members and pushes), as real
  // members cluster in the big cities.
  const skewedArea = `($1::int[])[1 + floor(array_length($1::int[], 1) * power(random(), 3))::int]`;
  await step(`members: ${MEMBERS.toLocaleString('en')} (generate_series)`, () =>
    q(
      `INSERT INTO push.members (bbs_no, area1, area2, joined_at, active, event_at)
       SELECT g, -1, ${skewedArea}, j, true, j
       FROM (SELECT g, now() - random() * interval '730 days' AS j FROM generate_series(1, $2::int) g) s`,
      [areas, MEMBERS],
    ),
  );
  await step(`messages: ${MESSAGES.toLocaleString('en')} (30% broadcast, 70% regional)`, () =>
    q(
      `INSERT INTO push.messages (type, title, message, origin, area_id, region, province, store_id, created_at)
       SELECT (ARRAY['new-store','new-event','start-event','pause-event','end-event'])[1 + g % 5],
              'Stamp event ' || g,
              'Kape ni Juan (Makati City, National Capital Region (NCR)) has a new stamp event: 2026.12.01 ~ 2026.12.31.',
              CASE WHEN b THEN 'auto' ELSE 'store' END,
              CASE WHEN b THEN NULL ELSE ${skewedArea} END,
              CASE WHEN b THEN NULL ELSE 'Region' END,
              CASE WHEN b THEN NULL ELSE 'Province' END,
              1 + g % 500,
              now() - interval '730 days' + (g * (interval '730 days' / $2::int))
       FROM (SELECT g, random() < 0.3 AS b FROM generate_series(1, $2::int) g) s
       ORDER BY g`,
      [areas, MESSAGES],
    ),
  );
  await step(`reads: ${(READERS * READS_PER_READER).toLocaleString('en')} (one row per read)`, () =>
    q(
      `INSERT INTO push.reads (bbs_no, message_id)
       SELECT m, 1 + floor(random() * $2::int)::int
       FROM generate_series(1, $1::int) m, generate_series(1, $3::int) r
       ON CONFLICT DO NOTHING`,
      [READERS, MESSAGES, READS_PER_READER],
    ),
  );
  await step(`devices: ${Math.floor(MEMBERS / 2).toLocaleString('en')}`, () =>
    q(
      `INSERT INTO push.devices (token, platform, bbs_no, area2)
       SELECT 'bench-' || m.bbs_no, CASE WHEN m.bbs_no % 3 = 0 THEN 'ios' ELSE 'android' END, m.bbs_no, m.area2
       FROM push.members m WHERE m.bbs_no % 2 = 0`,
    ),
  );
  await step('VACUUM ANALYZE', async () => {
    for (const table of ['members', 'messages', 'reads', 'devices']) {
      await q(`VACUUM ANALYZE push.${table}`);
    }
  });
}

async function benchInbox(dataSource: DataSource, statements: HotStatements): Promise<Stats[]> {
  const inbox = new InboxRepository(dataSource, statements);
  const random = () => 1 + Math.floor(Math.random() * MEMBERS);
  const hotRows = await dataSource.query<{ bbs_no: number }[]>(
    `SELECT bbs_no FROM push.members WHERE area2 = $1 ORDER BY joined_at LIMIT 1`,
    [MAKATI],
  );
  for (let i = 0; i < 200; i++) {
    await inbox.inbox({ memberNo: random(), limit: 50 });
  }
  const first: number[] = [];
  const next: number[] = [];
  const hotMember: number[] = [];
  let items = 0;
  for (let i = 0; i < QUERIES; i++) {
    const memberNo = random();
    const [page, ms] = await timed(() => inbox.inbox({ memberNo, limit: 50 }));
    first.push(ms);
    items += page.length;
    const last = page.at(-1);
    if (i % 4 === 0 && last) {
      next.push((await timed(() => inbox.inbox({ memberNo, limit: 50, before: last.id })))[1]);
    }
  }
  const hot = hotRows.at(0);
  for (let i = 0; hot && i < 200; i++) {
    hotMember.push((await timed(() => inbox.inbox({ memberNo: hot.bbs_no, limit: 50 })))[1]);
  }
  console.log(`  (average first page: ${(items / QUERIES).toFixed(1)} items)`);
  return [stats(first), stats(next), stats(hotMember)];
}

async function benchBroadcast(dataSource: DataSource): Promise<Stats> {
  const logger = pino({ level: 'silent' });
  const settings = loadConfig('bench-push', PushServiceSettings, {});
  // A provider makes delivery "on", so each broadcast also writes its delivery job (the worker is not started).
  const provider: PushProvider = {
    name: 'bench',
    platforms: ['android', 'ios'],
    send: () => Promise.resolve({ kind: 'sent' }),
  };
  const worker = new DeliveryWorker(new DeliveriesRepository(dataSource), [provider], settings, logger);
  const service = new PushMessagesService(
    new PushMessagesRepository(dataSource),
    new UnitOfWork(dataSource, { kick: () => undefined }),
    worker,
    settings,
  );
  const samples: number[] = [];
  for (let i = 0; i < BROADCASTS; i++) {
    const [, ms] = await timed(() =>
      service.sendBroadcast({
        type: 'new-event',
        title: `Benchmark broadcast ${i}`,
        message: 'Double stamps at every store this week!',
        adminId: 1,
      }),
    );
    samples.push(ms);
  }
  return stats(samples.slice(10));
}

/**
 * Delivery's reads for one message: cutting its audience into units (a planning step of 50 units of 1,000
 * devices) and the pages of 500 a unit's holder reads. Other messages' jobs are closed first (the bench's
 * database is its own).
 */
async function benchAudience(dataSource: DataSource, id: number): Promise<[Stats, Stats]> {
  const deliveries = new DeliveriesRepository(dataSource);
  const providers = [{ provider: 'bench', platforms: ['android', 'ios'] as const }];
  await dataSource.query('UPDATE push.deliveries SET finished_at = now() WHERE message_id <> $1', [id]);
  const planning: number[] = [];
  for (let step = 0; step < 100; step++) {
    const [planned, ms] = await timed(() =>
      deliveries.planNext(providers, { unitSize: 1000, unitsPerStep: 50 }),
    );
    planning.push(ms);
    if (!planned || planned.planned) {
      break;
    }
  }
  const pages: number[] = [];
  for (let units = 0; units < 20; units++) {
    const unit = await deliveries.claim(['bench'], 60_000, 'bench');
    let cursor = unit?.cursor;
    while (unit && cursor !== undefined && pages.length < 200) {
      const [devices, ms] = await timed(() =>
        deliveries.unitPage(unit, cursor ?? '0', ['android', 'ios'], 500),
      );
      pages.push(ms);
      cursor = devices.at(-1)?.id;
    }
  }
  return [stats(planning), stats(pages)];
}

async function explainInbox(dataSource: DataSource, hot: HotStatements): Promise<void> {
  const inbox = new InboxRepository(dataSource, hot);
  const [{ bbs_no: memberNo }] = await dataSource.query<{ bbs_no: number }[]>(
    'SELECT bbs_no FROM push.members WHERE area2 = $1 LIMIT 1',
    [MAKATI],
  );
  const plan = await dataSource.query<{ 'QUERY PLAN': string }[]>(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${inbox.inboxSql(false)}`,
    [memberNo, 50, 0],
  );
  console.log('\nInbox query plan (a Makati member, first page):');
  for (const line of plan) {
    console.log(`  ${line['QUERY PLAN']}`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `stamp_bench_push_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const logger = pino({ level: 'warn' });
  const dataSource = createDataSource({
    url: url.toString(),
    schema: push.schema,
    entities: push.entities,
    migrations: push.migrations,
    logger,
  });
  // The inbox runs as the push service runs it: a hot statement on a client of its own.
  const hot = new HotStatements(dataSource, {
    url: url.toString(),
    embedded: false,
    connections: 1,
    prepare: true,
    applicationName: 'bench-push',
  });
  try {
    await dataSource.initialize();
    await migrate(dataSource, push.schema, logger);
    await dataSource.query(`ALTER DATABASE "${name}" SET statement_timeout = '${STATEMENT_TIMEOUT}'`);
    const [{ server_version: version }] =
      await dataSource.query<{ server_version: string }[]>('SHOW server_version');
    console.log(`Push inbox benchmark: Postgres ${version}, database ${name}\nSeeding:`);
    await seed(dataSource, allAreas());

    console.log(`\nInbox reads (${QUERIES} random members of ${MEMBERS.toLocaleString('en')}, limit 50):`);
    const [first, next, hotArea] = await benchInbox(dataSource, hot);
    const broadcast = await benchBroadcast(dataSource);
    const [{ id: broadcastId }] = await dataSource.query<{ id: number }[]>(
      'SELECT max(id) AS id FROM push.messages WHERE area_id IS NULL',
    );
    const [{ id: regionalId }] = await dataSource.query<{ id: number }[]>(
      'SELECT max(id) AS id FROM push.messages WHERE area_id = $1',
      [MAKATI],
    );
    const [broadcastPlan, broadcastAudience] = await benchAudience(dataSource, broadcastId);
    const [regionalPlan, regionalAudience] = await benchAudience(dataSource, regionalId);

    console.log('\nResults:');
    console.log(row('inbox, first page (random member)', first, INBOX_TARGET_P95_MS));
    console.log(row('inbox, next page (?before=)', next, INBOX_TARGET_P95_MS));
    console.log(row('inbox, first page (hot area, oldest member)', hotArea, INBOX_TARGET_P95_MS));
    console.log(row('publish one broadcast (message + delivery job)', broadcast, BROADCAST_TARGET_MS));
    console.log(row('delivery: plan 50 broadcast units of 1,000', broadcastPlan));
    console.log(row('delivery: broadcast unit page of 500', broadcastAudience));
    console.log(row('delivery: plan 50 regional units of 1,000', regionalPlan));
    console.log(row('delivery: regional unit page of 500', regionalAudience));
    await explainInbox(dataSource, hot);
    const ok =
      first.p95 < INBOX_TARGET_P95_MS &&
      next.p95 < INBOX_TARGET_P95_MS &&
      broadcast.p95 < BROADCAST_TARGET_MS;
    console.log(`\n${ok ? 'PASS' : 'FAIL'}: total ${((performance.now() - started) / 1000).toFixed(0)} s`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await hot.close();
    if (dataSource.isInitialized) {
      await dataSource.destroy();
    }
    if (process.env.BENCH_KEEP !== '1') {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
