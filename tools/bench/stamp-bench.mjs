// npm run bench: stamps per second and latency through the gateway, against the same machine's raw
// Postgres capacity for the equivalent transaction. One run, real Postgres and NATS (see docs/benchmarks.md).
//
//   npm run bench                       build, then measure (10 s each, 50 concurrent members)
//   npm run bench -- --no-build         reuse dist/
//   npm run bench -- --only=health      only the health scenario (GET /healthz against its two yardsticks)
//   npm run bench -- --only=stamps      only the stamping rounds, each with its pgbench (no one-store case,
//                                       health or reads): a quick A/B of a change on the stamp's path
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import {
  ROOT,
  SERVICES,
  databaseUrl,
  freePort,
  query,
  seedStampingWorld,
  spawnApp,
  waitForReady,
} from '../bench-kit/cluster.mjs';
import { loadGeneratorName, runLoad, stampRequest } from './load.mjs';
import {
  HEALTH_REQUESTS,
  READ_STORES,
  inboxRequests,
  seedInbox,
  seedStores,
  startYardstick,
  storeListRequests,
} from './read-scenarios.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Twice as many members as requests in flight, each with a card at every store but the one-store case's.
const MEMBERS = 2 * CONNECTIONS;
const ONE_STORE_SECONDS = Number(process.env.BENCH_ONE_STORE_SECONDS ?? 5);
// The one-store case's store has members of its own, a card each: it stamps 1 s of warm-up and
// ONE_STORE_SECONDS on them alone, and a card takes 99 stamps after its first, so its 200 cards hold 19 800
// stamps, 6 s at 3 300 stamps/s (its 100 cards of before ran out at 1 565 stamps/s on a fast machine). More
// would pass the gateway's sign-up limit per address (300 an hour, docs/abuse-limits.md) with the others' 100.
const ONE_STORE_MEMBERS = 2 * MEMBERS;
// The gateway and pgbench take turns, ROUNDS times, so that both sides of each ratio meet the machine in the
// same state (a shared VM's speed drifts within a minute); the headline is the round with the median ratio.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Enough cards that none fills up during a run: each takes 99 stamps below its last, so every store's 50
// cards take 4 950 stamps. The stamping phases (warm-up, unloaded, rounds) are planned for up to
// STAMPS_PER_SECOND_PLANNED: three 10 s rounds get 39 stores, 1 950 cards, 193 050 stamps.
const STAMPS_PER_SECOND_PLANNED = 5_000;
// The unloaded phase: one member at a time, for the latency of a stamp that meets no other.
const UNLOADED_SECONDS = 5;
const STORES = Number(
  process.env.BENCH_STORES ??
    Math.max(
      30,
      Math.ceil(
        ((WARMUP_SECONDS + UNLOADED_SECONDS + ROUNDS * SECONDS) * STAMPS_PER_SECOND_PLANNED) / (99 * MEMBERS),
      ),
    ),
);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const PGBENCH_CARDS = 10_000;
const PGBENCH_CARD_IDS = 5_000_000;
const PGBENCH_STORE_IDS = 9_000_000;
const PGBENCH_VERIFIER = 'pgbench-verifier';
// BENCH_PROFILE_DIR=/tmp/prof: every app writes a V8 CPU profile there when it stops (node --cpu-prof).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
// --only=health: the apps start as in a full run, then only the health scenario runs (no stamping, pgbench
// or reads), so that a change on the request path can be measured in a minute or two. --only=stamps: only
// the stamping rounds with their pgbench (no one-store case, health or reads), for a change on the stamp's path.
const SCENARIOS = ['health', 'stamps'];
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (ONLY !== undefined && !SCENARIOS.includes(ONLY)) {
  throw new Error(`--only takes one of ${SCENARIOS.join(', ')}, not ${ONLY}`);
}

const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const database = `stamp_bench_${tag}`;
const namespace = `bench-${tag}`;
const workDir = mkdtempSync(join(tmpdir(), 'stamp-bench-'));
const apps = [];

function log(message) {
  console.log(`[bench] ${message}`);
}

async function adminQuery(sql) {
  await query(ADMIN_URL, sql);
}

/** Node's flags that make an app (or a yardstick) write its CPU profile when BENCH_PROFILE_DIR is set. */
function profileArgs(name) {
  return PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, name)}`] : [];
}

function startApp(name, env) {
  const app = spawnApp(name, env, profileArgs(name));
  apps.push(app);
  return app;
}

/**
 * Asks an app to stop and waits until it has: a second SIGTERM while it is still stopping would kill it at
 * once (its handler is a `once`), before it has written its CPU profile.
 */
function stopApp(app) {
  return new Promise((resolve) => {
    if (app.child.exitCode !== null || app.child.signalCode !== null) {
      resolve();
      return;
    }
    app.child.once('exit', () => resolve());
    app.child.kill('SIGTERM');
    setTimeout(() => app.child.kill('SIGKILL'), 10_000).unref();
  });
}

async function stopApps() {
  await Promise.all(apps.splice(0).map(stopApp));
}

async function prepare(baseUrl, adminPassword) {
  // Every member gets a card at every store of the spread case; its cards go member by member, so that the
  // requests in flight at any moment are at 20 stores or more. The one-store case's store and members are
  // apart.
  const world = {
    admin: { admin_id: 'bench', password: adminPassword },
    cardSize: 100,
    missionName: 'Bench mission',
    emailDomain: 'bench.ph',
  };
  const { cards: spread } = await seedStampingWorld(baseUrl, {
    ...world,
    tag,
    stores: STORES - 1,
    members: MEMBERS,
  });
  const { cards: oneStore } = await seedStampingWorld(baseUrl, {
    ...world,
    tag: `${tag}-one`,
    stores: 1,
    members: ONE_STORE_MEMBERS,
  });
  const request = ({ id, member, store }) => ({ id, token: member.token, password: store.password });
  const members = [...new Set(spread.map(({ member }) => member))];
  const storesOf = new Map(
    members.map((member) => [member, spread.filter((card) => card.member === member)]),
  );
  return {
    cards: members.flatMap((member, index) => {
      const own = storesOf.get(member);
      // Each member starts at another store, so that no store gets every member's first request at once.
      return [...own.slice(index % own.length), ...own.slice(0, index % own.length)].map(request);
    }),
    oneStoreCards: oneStore.map(request),
    members,
  };
}

/**
 * Each card's first stamp, CONNECTIONS at a time: its member is new to the store, so the stamp takes the
 * full checks (the store's ceiling, counted one member at a time per store). After it the member has stamped
 * there, as a phone's member mostly has, and the measured stamps are the common ones.
 */
async function firstStamps(baseUrl, cards) {
  const started = performance.now();
  const queue = [...cards];
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let card = queue.shift(); card; card = queue.shift()) {
        const { method, path, headers, body } = stampRequest(card);
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { ...headers, 'idempotency-key': randomBytes(16).toString('hex') },
          body,
        });
        await response.arrayBuffer();
        failed += response.ok ? 0 : 1;
      }
    }),
  );
  if (failed > 0) {
    throw new Error(`${failed} first stamps failed`);
  }
  return cards.length / ((performance.now() - started) / 1000);
}

function stampLoad(baseUrl, cards, seconds, connections = CONNECTIONS) {
  return runLoad({ baseUrl, requests: cards.map(stampRequest), seconds, connections, workDir });
}

async function countStamps(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      // The app's stamps only: pgbench's cards belong to stores from PGBENCH_STORE_IDS on.
      'SELECT count(*)::int AS stamps, max(stamp_count)::int AS highest FROM loyalty.ledger_entries ' +
        `WHERE kind = 'stamp' AND store_id < ${PGBENCH_STORE_IDS}`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/**
 * A statement of the loyalty service (a HotStatement from dist/) as a pgbench command: its $n parameters
 * replaced by pgbench variables or literals, on one line.
 */
function pgbenchCommand(statement, values) {
  const text = statement.text.replace(/\$(\d+)/g, (_, n) => values[Number(n) - 1]);
  return `${text.replace(/\s+/g, ' ').trim()};`;
}

/** Stores, missions and cards of their own for pgbench (ids far from the app's), and the scripts. */
async function preparePgbench(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO loyalty.store_snapshots (id, name, region, province, address, stamp_password_verifier)
      SELECT ${PGBENCH_STORE_IDS} + m, 'pgbench', 'NCR', 'Makati', 'Ayala Ave.', '${PGBENCH_VERIFIER}'
      FROM generate_series(0, 49) AS m`);
    await client.query(`
      INSERT INTO loyalty.missions (id, store_id, name, start_date, expire_date, max_stamp_count, status)
      SELECT ${PGBENCH_STORE_IDS} + m, ${PGBENCH_STORE_IDS} + m, 'pgbench', current_date - 1, current_date + 30, 100, 'ongoing'
      FROM generate_series(0, 49) AS m`);
    await client.query(`
      INSERT INTO loyalty.coupons (id, user_id, mission_id, stamp_count, max_stamp_count, is_used)
      SELECT ${PGBENCH_CARD_IDS} + c, 10000000 + c, ${PGBENCH_STORE_IDS} + c % 50, 1, 100, false
      FROM generate_series(1, ${PGBENCH_CARDS}) AS c`);
    await client.query('ANALYZE loyalty.coupons');
  } finally {
    await client.end();
  }
  // The loyalty service's own statements, exactly as it sends them.
  const require = createRequire(import.meta.url);
  const { STAMP } = require(
    join(ROOT, 'dist', 'apps', 'loyalty-service', 'src', 'coupons', 'coupons.repository.js'),
  );
  const header = [
    `\\set c random(1, ${PGBENCH_CARDS})`,
    `\\set card ${PGBENCH_CARD_IDS} + :c`,
    '\\set member 10000000 + :c',
    `\\set store ${PGBENCH_STORE_IDS} + :c % 50`,
    '\\set key random(1, 9000000000000000)',
  ];
  const requestId = "'b1c9f1d2-7f3a-4c55-9f0e-1c2d3e4f5a6b'";
  const write = (name, lines) => {
    const file = join(workDir, name);
    writeFileSync(file, [...header, ...lines, ''].join('\n'));
    return file;
  };
  return {
    // A stamp as the phone makes it (CouponsRepository.stamp with an Idempotency-Key and the verifiers the
    // password is known to match, so that loyalty.add_stamp looks the key up, checks the mission, the
    // member's record, that they have stamped there and the store's verifier): the card's UPDATE, the INSERT
    // of its receipt and of the key's answer, in one function call. The cards start with one stamp, so that
    // their members have stamped at the store.
    stamp: write('stamp.sql', [
      pgbenchCommand(STAMP, [
        ':card',
        ':member',
        `'["${PGBENCH_VERIFIER}"]'`,
        'current_date',
        requestId,
        "'Asia/Manila'",
        "'pgbench-' || :key::text",
        "'0000000000000000000000000000000000000000000000000000000000000000'",
        "(now() - interval '1 day')",
      ]),
    ]),
    // For reference: the bare UPDATE + INSERT in one statement, without any check or join ...
    bare: write('stamp-bare.sql', [
      'WITH stamped AS (UPDATE loyalty.coupons SET stamp_count = stamp_count + 1, updated_at = now()' +
        ' WHERE id = :card AND user_id = :member AND stamp_count + 1 < max_stamp_count' +
        ' RETURNING id, user_id, mission_id, stamp_count), receipt AS (INSERT INTO loyalty.ledger_entries' +
        ' (kind, user_id, store_id, mission_id, coupon_id, stamp_count, request_id)' +
        ` SELECT 'stamp', user_id, :store, mission_id, id, stamp_count, ${requestId} FROM stamped)` +
        ' SELECT stamp_count FROM stamped;',
    ]),
    // ... and the same work as an explicit transaction of two statements (the form of the last stamp).
    transaction: write('stamp-transaction.sql', [
      'BEGIN;',
      'UPDATE loyalty.coupons SET stamp_count = stamp_count + 1, updated_at = now()' +
        ' WHERE id = :card AND user_id = :member AND stamp_count < max_stamp_count' +
        ' RETURNING stamp_count, max_stamp_count, updated_at;',
      'INSERT INTO loyalty.ledger_entries' +
        ' (kind, user_id, store_id, mission_id, coupon_id, ticket_id, stamp_count, admin_id, request_id)' +
        ` VALUES ('stamp', :member, :store, :store, :card, NULL, 1, NULL, ${requestId});`,
      'COMMIT;',
    ]),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) {
    return 0;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Each pgbench run starts from the same state: its cards empty again (a full card would make its stamps
 * no-ops), and without the dead rows the run before it left behind.
 */
async function resetForPgbench(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE loyalty.coupons SET stamp_count = 1 WHERE id BETWEEN ${PGBENCH_CARD_IDS + 1} AND ${PGBENCH_CARD_IDS + PGBENCH_CARDS}`,
    );
    await client.query('VACUUM (ANALYZE) loyalty.coupons, loyalty.ledger_entries');
  } finally {
    await client.end();
  }
}

function runPgbench(url, script) {
  const { hostname, port, username, pathname } = new URL(url);
  const logDir = mkdtempSync(join(workDir, 'pgbench-log-'));
  mkdirSync(logDir, { recursive: true });
  const threads = String(Math.min(CONNECTIONS, availableParallelism()));
  const result = spawnSync(
    PGBENCH,
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CONNECTIONS),
      '-j',
      threads,
      '-T',
      String(SECONDS),
      '-f',
      script,
      '-l',
      `--log-prefix=${join(logDir, 'tx')}`,
      '-h',
      hostname,
      '-p',
      port || '5432',
      '-U',
      decodeURIComponent(username || 'postgres'),
      pathname.slice(1),
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(new URL(url).password) } },
  );
  if (result.status !== 0) {
    throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
  }
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1] ?? NaN);
  const latencies = [];
  for (const file of readdirSync(logDir)) {
    for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      const fields = line.trim().split(/\s+/);
      if (fields.length >= 3) {
        latencies.push(Number(fields[2]) / 1000);
      }
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    tps,
    transactions: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    output: result.stdout,
  };
}

async function dropStream() {
  const nc = await connect({ servers: NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    for (const suffix of ['EVENTS', 'DEAD_LETTERS']) {
      await jsm.streams.delete(`${namespace.toUpperCase().replace(/-/g, '_')}_${suffix}`).catch(() => false);
    }
  } finally {
    await nc.close();
  }
}

async function cleanUp() {
  await stopApps();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) =>
    log(`could not drop ${database}: ${error.message}`),
  );
  await dropStream().catch((error) => log(`could not delete the stream: ${error.message}`));
  rmSync(workDir, { recursive: true, force: true });
}

const CLOCK_TICKS = 100;

/** Seconds since boot, in clock ticks (the unit of a process's start time in /proc/<pid>/stat). */
function uptimeTicks() {
  try {
    return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU ticks (user, system) used so far by each process of the apps, Postgres, NATS and this process (Linux
 * /proc), by pid, with the process's start time: a difference of two snapshots is taken process by process.
 */
function cpuSnapshot() {
  const processes = new Map();
  // withChildren: also the children this process has waited for (wrk, once it has exited).
  const add = (name, pid, withChildren = false) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      processes.set(pid, {
        name,
        user: fields[11] + (withChildren ? fields[13] : 0),
        system: fields[12] + (withChildren ? fields[14] : 0),
        started: fields[19],
      });
    } catch {
      // the process is gone
    }
  };
  for (const app of apps) {
    add(app.name, app.child.pid);
  }
  add(`bench (${loadGeneratorName()})`, process.pid, true);
  try {
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (comm === 'postgres' || comm === 'nats-server') {
        add(comm, Number(pid));
      }
    }
  } catch {
    // no /proc here
  }
  return { at: uptimeTicks(), processes };
}

/**
 * CPU seconds per process name between two snapshots. A process seen only in the second counts from zero
 * only if it started after the first (a Postgres backend opened during the round); one that was already
 * running but missing from the first snapshot (a /proc read that failed) is left out, not charged with its
 * whole lifetime.
 */
function cpuUsed(before, after) {
  const used = {};
  for (const [pid, end] of after.processes) {
    const start =
      before.processes.get(pid) ?? (end.started >= before.at ? { user: 0, system: 0 } : undefined);
    if (!start) {
      continue;
    }
    const entry = (used[end.name] ??= { name: end.name, user: 0, system: 0 });
    entry.user += (end.user - start.user) / CLOCK_TICKS;
    entry.system += (end.system - start.system) / CLOCK_TICKS;
  }
  return Object.values(used).sort((a, b) => b.user + b.system - (a.user + a.system));
}

/** Load on one server while its process's CPU is read: requests/s, latency, and requests per CPU-second. */
async function measuredLoad(app, baseUrl, requests, name, seconds = SECONDS) {
  const before = cpuSnapshot();
  const result = await runLoad({ baseUrl, requests, seconds, connections: CONNECTIONS, workDir, name });
  const processes = cpuUsed(before, cpuSnapshot());
  const cpu = processes.find((entry) => entry.name === app.name);
  const cpuSeconds = cpu ? cpu.user + cpu.system : NaN;
  const perSecond = result.ok / seconds;
  return { ...result, perSecond, cpuSeconds, perCpuSecond: result.ok / cpuSeconds, processes };
}

/**
 * The loyalty service's stamping statements so far and the stamps they took (its metric
 * `stamp_statement_items`): stamps that arrive while others are in the database share a statement.
 */
async function stampStatements(opsUrl) {
  const text = await (await fetch(`${opsUrl}/metrics`)).text();
  const value = (name) =>
    Number(new RegExp(`^${name}\\{statement="add_stamp"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { stamps: value('stamp_statement_items_sum'), statements: value('stamp_statement_items_count') };
}

/** Stamps per statement between two readings of stampStatements; null when no statement was counted. */
function stampsPerStatement(before, after) {
  const statements = after.statements - before.statements;
  return statements > 0 ? (after.stamps - before.stamps) / statements : null;
}

/** Each process's CPU (user + system) per stamp answered in a round, in ms. */
function cpuMsPerStamp(round) {
  return Object.fromEntries(
    round.cpu.map(({ name, user, system }) => [
      name,
      Number((((user + system) * 1000) / Math.max(1, round.http.ok)).toFixed(3)),
    ]),
  );
}

/** Every round's stamps/s, latency, pgbench's rate and the ratio, and the CPU each process spent per stamp. */
function printStampRounds(rounds) {
  rounds.forEach((entry, index) => {
    console.log(
      `    round ${index + 1}: ${fixed(entry.okPerSecond)} stamps/s   p50 ${entry.http.latency.p50} ms   ` +
        `p99 ${entry.http.latency.p99} ms   pgbench ${fixed(entry.raw.tps)} tx/s   ` +
        `ratio ${fixed(entry.ratio, 3)}   stamps per statement ${entry.stampsPerStatement === null ? 'n/a' : fixed(entry.stampsPerStatement, 1)}`,
    );
    const perStamp = Object.entries(cpuMsPerStamp(entry))
      .map(([name, ms]) => `${name} ${ms.toFixed(3)}`)
      .join(', ');
    console.log(`      CPU ms per stamp: ${perStamp}`);
  });
}

/** A round as the JSON summary gives it. */
function roundSummary(entry) {
  return {
    stampsPerSecond: Number(entry.okPerSecond.toFixed(1)),
    p50Ms: entry.http.latency.p50,
    p99Ms: entry.http.latency.p99,
    pgbenchTps: Number(entry.raw.tps.toFixed(1)),
    ratio: Number(entry.ratio.toFixed(3)),
    stampsPerStatement:
      entry.stampsPerStatement === null ? null : Number(entry.stampsPerStatement.toFixed(1)),
    cpuSeconds: Object.fromEntries(
      entry.cpu.map(({ name, user, system }) => [name, Number((user + system).toFixed(2))]),
    ),
    cpuMsPerStamp: cpuMsPerStamp(entry),
  };
}

/** The stamping round with the median ratio (the upper one of an even count): the run's headline. */
function medianRound(rounds) {
  return [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
}

/** The stamps of the rounds that did not answer 2xx (a refusal, a connection error, a time-out). */
function failedStamps(rounds) {
  return rounds.reduce((sum, entry) => sum + failures(entry.http), 0);
}

/** `--only=stamps`: the rounds, the median ratio, and a failed request fails the run. */
async function stampsOnly(rounds, unloaded) {
  await stopApps();
  const { ratio: median } = medianRound(rounds);
  console.log('');
  console.log(
    `  ${ROUNDS} rounds, each ${SECONDS} s of stamping through the gateway (${loadGeneratorName()}), then ${SECONDS} s of pgbench:`,
  );
  printStampRounds(rounds);
  console.log(`  ${unloadedLine(unloaded)}`);
  console.log(`  median ratio gateway / Postgres: ${fixed(median, 3)}   (target >= 0.5; p99 target < 30 ms)`);
  console.log('');
  console.log(
    JSON.stringify({
      machine: machineName(),
      medianRatio: Number(median.toFixed(3)),
      rounds: rounds.map(roundSummary),
      unloaded: unloadedSummary(unloaded),
    }),
  );
  const failed = failedStamps(rounds);
  if (failed > 0) {
    throw new Error(`${failed} requests did not succeed: the figures above are not a valid measurement`);
  }
}

/** The stamps of one member at a time (UNLOADED_SECONDS), as the summaries print them. */
function unloadedLine(unloaded) {
  return (
    `unloaded (1 member at a time): ${fixed(unloaded.ok / UNLOADED_SECONDS)} stamps/s   ` +
    `p50 ${unloaded.latency.p50} ms   p99 ${unloaded.latency.p99} ms`
  );
}

function unloadedSummary(unloaded) {
  return {
    connections: 1,
    stampsPerSecond: Number((unloaded.ok / UNLOADED_SECONDS).toFixed(1)),
    p50Ms: unloaded.latency.p50,
    p99Ms: unloaded.latency.p99,
  };
}

function failures(result) {
  return result.non2xx + result.errors + result.timeouts;
}

/**
 * GET /healthz: the gateway, a bare Fastify server and an empty Nest app with the same reply take turns,
 * ROUNDS times, each SECONDS with CONNECTIONS in flight; the headline is the round with the median ratio
 * (gateway / bare Fastify) per CPU-second. The empty Nest app shows how much of the gap is Nest's own.
 */
async function healthScenario(baseUrl) {
  const gateway = { app: apps.find((app) => app.name === 'gateway'), baseUrl, name: 'health' };
  const bare = { ...(await startYardstick('bare-fastify', profileArgs('bare-fastify'))), name: 'bare' };
  const nest = { ...(await startYardstick('bare-nest', profileArgs('bare-nest'))), name: 'nest' };
  apps.push(bare.app, nest.app);
  for (const server of [bare, nest, gateway]) {
    await runLoad({
      baseUrl: server.baseUrl,
      requests: HEALTH_REQUESTS,
      seconds: 2,
      connections: CONNECTIONS,
      workDir,
      name: server.name,
    });
  }
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    log(
      `health round ${round}/${ROUNDS}: GET /healthz, the gateway, bare Fastify, then an empty Nest app, ${SECONDS} s each`,
    );
    const measured = [];
    for (const server of [gateway, bare, nest]) {
      measured.push(await measuredLoad(server.app, server.baseUrl, HEALTH_REQUESTS, server.name));
    }
    const [gatewayLoad, bareLoad, nestLoad] = measured;
    rounds.push({
      gateway: gatewayLoad,
      bare: bareLoad,
      nest: nestLoad,
      ratioPerSecond: gatewayLoad.perSecond / bareLoad.perSecond,
      ratioPerCpuSecond: gatewayLoad.perCpuSecond / bareLoad.perCpuSecond,
      nestPerCpuSecond: nestLoad.perCpuSecond / bareLoad.perCpuSecond,
      // What is ours: the gateway against Nest with nothing of ours, in the same round.
      gatewayPerNestCpuSecond: gatewayLoad.perCpuSecond / nestLoad.perCpuSecond,
    });
  }
  await Promise.all([stopApp(bare.app), stopApp(nest.app)]);
  const median = [...rounds].sort((a, b) => a.ratioPerCpuSecond - b.ratioPerCpuSecond)[
    Math.floor(rounds.length / 2)
  ];
  return { rounds, median };
}

/** A public read at CONNECTIONS in flight for SECONDS, after a 2 s warm-up. */
async function readScenario(baseUrl, requests, name) {
  const gateway = apps.find((app) => app.name === 'gateway');
  await runLoad({ baseUrl, requests, seconds: 2, connections: CONNECTIONS, workDir, name });
  return measuredLoad(gateway, baseUrl, requests, name);
}

function loadSummary(result) {
  return {
    requestsPerSecond: Number(result.perSecond.toFixed(1)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    serverCpuSeconds: Number(result.cpuSeconds.toFixed(2)),
    requestsPerCpuSecond: Number(result.perCpuSecond.toFixed(0)),
    failed: failures(result),
    cpuSeconds: Object.fromEntries(
      result.processes.map(({ name, user, system }) => [name, Number((user + system).toFixed(2))]),
    ),
  };
}

function printLoad(label, result) {
  console.log(
    `    ${label.padEnd(14)} ${fixed(result.perSecond).padStart(8)} req/s   p50 ${result.latency.p50} ms   ` +
      `p99 ${result.latency.p99} ms   server CPU ${fixed(result.cpuSeconds, 2)} s   ` +
      `${fixed(result.perCpuSecond, 0)} req per CPU-second` +
      (failures(result) > 0 ? `   ${failures(result)} failed` : ''),
  );
}

/** The CPU-seconds of every process during a read scenario: where its time goes. */
function printProcesses(result) {
  const busy = result.processes.filter(({ user, system }) => user + system >= 0.05);
  console.log(
    `      CPU-seconds: ${busy.map(({ name, user, system }) => `${name} ${fixed(user + system, 2)}`).join(', ')}`,
  );
}

function fixed(value, digits = 1) {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

function machineName() {
  return `${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}`;
}

/** The health scenario's part of the JSON summary. */
function healthSummary(health) {
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    gateway: loadSummary(health.median.gateway),
    bareFastify: loadSummary(health.median.bare),
    emptyNest: loadSummary(health.median.nest),
    ratioPerSecond: Number(health.median.ratioPerSecond.toFixed(3)),
    ratioPerCpuSecond: Number(health.median.ratioPerCpuSecond.toFixed(3)),
    emptyNestPerCpuSecond: Number(health.median.nestPerCpuSecond.toFixed(3)),
    gatewayPerEmptyNestCpuSecond: Number(health.median.gatewayPerNestCpuSecond.toFixed(3)),
    rounds: health.rounds.map((entry) => ({
      gatewayPerSecond: Number(entry.gateway.perSecond.toFixed(0)),
      gatewayPerCpuSecond: Number(entry.gateway.perCpuSecond.toFixed(0)),
      barePerSecond: Number(entry.bare.perSecond.toFixed(0)),
      barePerCpuSecond: Number(entry.bare.perCpuSecond.toFixed(0)),
      ratioPerCpuSecond: Number(entry.ratioPerCpuSecond.toFixed(3)),
      emptyNestPerCpuSecond: Number(entry.nestPerCpuSecond.toFixed(3)),
      gatewayPerEmptyNestCpuSecond: Number(entry.gatewayPerNestCpuSecond.toFixed(3)),
    })),
  };
}

/** Every health round, then the round with the median ratio. */
function printHealth(health) {
  console.log(
    `  GET /healthz, ${CONNECTIONS} connections, ${SECONDS} s each: the gateway, bare Fastify, an empty Nest app:`,
  );
  health.rounds.forEach((entry, index) => {
    console.log(
      `   round ${index + 1}: per second ${fixed(entry.ratioPerSecond, 3)}, per CPU-second ${fixed(entry.ratioPerCpuSecond, 3)}` +
        ` (the empty Nest app: ${fixed(entry.nestPerCpuSecond, 3)} per CPU-second;` +
        ` the gateway / the empty Nest app: ${fixed(entry.gatewayPerNestCpuSecond, 3)})`,
    );
    printLoad('gateway', entry.gateway);
    printLoad('bare Fastify', entry.bare);
    printLoad('empty Nest app', entry.nest);
  });
  console.log(
    `  health, the round with the median ratio: gateway / bare Fastify ${fixed(health.median.ratioPerSecond, 3)} ` +
      `per second, ${fixed(health.median.ratioPerCpuSecond, 3)} per server CPU-second (target >= 0.8); ` +
      `an empty Nest app / bare Fastify ${fixed(health.median.nestPerCpuSecond, 3)} per server CPU-second; ` +
      `the gateway / the empty Nest app ${fixed(health.median.gatewayPerNestCpuSecond, 3)} (what is ours)`,
  );
  // The target is this one (>= 0.9), and its own median over the rounds is steadier than its value
  // in the round chosen by the ratio to bare Fastify.
  const ours = health.rounds.map((entry) => entry.gatewayPerNestCpuSecond).sort((a, b) => a - b);
  console.log(
    `  the gateway / the empty Nest app per server CPU-second, median of the ${ours.length} rounds: ` +
      `${fixed(ours[Math.floor(ours.length / 2)], 3)} (target >= 0.9)`,
  );
}

/** `--only=health`: the health scenario alone, against the apps just started; fails on any failed request. */
async function healthOnly(baseUrl) {
  const health = await healthScenario(baseUrl);
  await stopApps();
  console.log('');
  printHealth(health);
  console.log('');
  console.log(JSON.stringify({ machine: machineName(), health: healthSummary(health) }));
  const failed = health.rounds.reduce(
    (sum, entry) => sum + failures(entry.gateway) + failures(entry.bare) + failures(entry.nest),
    0,
  );
  if (failed > 0) {
    throw new Error(`${failed} requests did not succeed: the figures above are not a valid measurement`);
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    log('building the server (npm run build:server)');
    const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) {
      throw new Error('the build failed');
    }
  }
  log(`database ${database}, bus namespace ${namespace}`);
  await adminQuery(`CREATE DATABASE "${database}"`);
  const url = databaseUrl(ADMIN_URL, database);
  const common = { DATABASE_URL: url, NATS_URL, BUS_NAMESPACE: namespace, LOG_LEVEL: 'warn' };
  const adminPassword = `bench-${randomBytes(8).toString('hex')}`;
  const opsUrls = [];
  for (const service of SERVICES) {
    const opsPort = await freePort();
    opsUrls.push(`http://127.0.0.1:${opsPort}`);
    startApp(service, {
      ...common,
      // BENCH_LOYALTY_HOT_CONNECTIONS: the loyalty service's DB_HOT_CONNECTIONS (default 4): every stamp is
      // one statement and its own commit there, and one connection runs its statements one after another.
      ...(service === 'loyalty-service' && process.env.BENCH_LOYALTY_HOT_CONNECTIONS
        ? { DB_HOT_CONNECTIONS: process.env.BENCH_LOYALTY_HOT_CONNECTIONS }
        : {}),
      OPS_PORT: String(opsPort),
      DATA_DIR: workDir,
      BOOTSTRAP_ADMIN_ID: 'bench',
      BOOTSTRAP_ADMIN_PASSWORD: adminPassword,
    });
  }
  const port = await freePort();
  startApp('gateway', {
    ...common,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: workDir,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const loyaltyOpsUrl = opsUrls[SERVICES.indexOf('loyalty-service')];
  // The gateway is ready once its bus is; each service once its bus and database are (its ops port).
  for (const url of [baseUrl, ...opsUrls]) {
    await waitForReady(url, apps);
  }
  if (ONLY === 'health') {
    await healthOnly(baseUrl);
    return;
  }
  log('system ready; preparing stores, missions, members and cards');
  const { cards, oneStoreCards, members } = await prepare(baseUrl, adminPassword);
  log(
    `${STORES} stores with a 100-stamp mission, ${MEMBERS} members with ${cards.length} cards at ${STORES - 1}` +
      ` stores, and ${oneStoreCards.length} members with a card each at the one-store case's store`,
  );

  log(`first stamps: one per card (${cards.length + oneStoreCards.length}), ${CONNECTIONS} at a time`);
  const firstStampsPerSecond = await firstStamps(baseUrl, [...cards, ...oneStoreCards]);
  log(`first stamps: ${fixed(firstStampsPerSecond)} stamps/s`);
  log(`warm-up: ${WARMUP_SECONDS} s, and 1 s at the one store`);
  await stampLoad(baseUrl, cards, WARMUP_SECONDS);
  await stampLoad(baseUrl, oneStoreCards, 1);
  log(`gateway, unloaded: one member at a time for ${UNLOADED_SECONDS} s`);
  const unloaded = await stampLoad(baseUrl, cards, UNLOADED_SECONDS, 1);
  const scripts = await preparePgbench(url);
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    log(`round ${round}/${ROUNDS}: gateway, ${CONNECTIONS} concurrent members stamping for ${SECONDS} s`);
    const before = await countStamps(url);
    const groupsBefore = await stampStatements(loyaltyOpsUrl);
    const cpuBefore = cpuSnapshot();
    const http = await stampLoad(baseUrl, cards, SECONDS);
    const cpu = cpuUsed(cpuBefore, cpuSnapshot());
    const groupsAfter = await stampStatements(loyaltyOpsUrl);
    const after = await countStamps(url);
    await resetForPgbench(url);
    log(`round ${round}/${ROUNDS}: pgbench, the service's statement, ${CONNECTIONS} clients, ${SECONDS} s`);
    const raw = runPgbench(url, scripts.stamp);
    const okPerSecond = http.ok / SECONDS;
    rounds.push({
      http,
      cpu,
      stamped: after.stamps - before.stamps,
      highest: after.highest,
      raw,
      okPerSecond,
      ratio: okPerSecond / raw.tps,
      stampsPerStatement: stampsPerStatement(groupsBefore, groupsAfter),
    });
  }
  if (ONLY === 'stamps') {
    await stampsOnly(rounds, unloaded);
    return;
  }
  log(`one store alone: ${CONNECTIONS} concurrent members stamping at one store for ${ONE_STORE_SECONDS} s`);
  const oneStore = await stampLoad(baseUrl, oneStoreCards, ONE_STORE_SECONDS);
  const health = await healthScenario(baseUrl);
  log(`${READ_STORES} stores and an inbox of broadcasts for every member`);
  const places = await seedStores(url);
  await seedInbox(url);
  log(`store list by region/province: ${CONNECTIONS} concurrent requests for ${SECONDS} s`);
  const storeList = await readScenario(baseUrl, storeListRequests(places), 'store-list');
  log(`the member's inbox: ${CONNECTIONS} concurrent members for ${SECONDS} s`);
  const inbox = await readScenario(baseUrl, inboxRequests(members), 'inbox');
  await stopApps();
  const median = medianRound(rounds);
  const { http, cpu, stamped, raw, okPerSecond, ratio } = median;

  log(`pgbench: the bare UPDATE + INSERT, and the same as BEGIN; UPDATE; INSERT; COMMIT (for reference)`);
  await resetForPgbench(url);
  const rawBare = runPgbench(url, scripts.bare);
  await resetForPgbench(url);
  const rawTransaction = runPgbench(url, scripts.transaction);
  const ratioToBare = okPerSecond / rawBare.tps;
  const oneStorePerSecond = oneStore.ok / ONE_STORE_SECONDS;
  const oneStoreRatio = oneStorePerSecond / raw.tps;
  const summary = {
    machine: machineName(),
    gateway: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      stampsPerSecond: Number(okPerSecond.toFixed(1)),
      p50Ms: http.latency.p50,
      p99Ms: http.latency.p99,
      maxMs: http.latency.max,
      ok: http.ok,
      non2xx: http.non2xx,
      errors: http.errors,
      timeouts: http.timeouts,
      ledgerStamps: stamped,
      highestStampCount: Math.max(...rounds.map((entry) => entry.highest)),
      unloaded: unloadedSummary(unloaded),
      cpuSeconds: Object.fromEntries(
        cpu.map((entry) => [
          entry.name,
          { user: Number(entry.user.toFixed(2)), system: Number(entry.system.toFixed(2)) },
        ]),
      ),
    },
    postgres: {
      clients: CONNECTIONS,
      seconds: SECONDS,
      tps: Number(raw.tps.toFixed(1)),
      p50Ms: Number(raw.p50.toFixed(2)),
      p99Ms: Number(raw.p99.toFixed(2)),
      transactions: raw.transactions,
      bareUpdateInsert: {
        tps: Number(rawBare.tps.toFixed(1)),
        p50Ms: Number(rawBare.p50.toFixed(2)),
        p99Ms: Number(rawBare.p99.toFixed(2)),
      },
      asExplicitTransaction: {
        tps: Number(rawTransaction.tps.toFixed(1)),
        p50Ms: Number(rawTransaction.p50.toFixed(2)),
        p99Ms: Number(rawTransaction.p99.toFixed(2)),
      },
    },
    ratio: Number(ratio.toFixed(3)),
    firstStampsPerSecond: Number(firstStampsPerSecond.toFixed(1)),
    oneStore: {
      seconds: ONE_STORE_SECONDS,
      stampsPerSecond: Number(oneStorePerSecond.toFixed(1)),
      p50Ms: oneStore.latency.p50,
      p99Ms: oneStore.latency.p99,
      failed: oneStore.non2xx + oneStore.errors + oneStore.timeouts,
      ratio: Number(oneStoreRatio.toFixed(3)),
    },
    ratioToBareUpdateInsert: Number(ratioToBare.toFixed(3)),
    rounds: rounds.map(roundSummary),
    health: healthSummary(health),
    storeList: { stores: READ_STORES, places: places.length, ...loadSummary(storeList) },
    inbox: { members: members.length, ...loadSummary(inbox) },
    targets: {
      p99Under30Ms: http.latency.p99 < 30,
      ratioAtLeast0_5: ratio >= 0.5,
      oneStoreRatioAtLeast0_35: oneStoreRatio >= 0.35,
      healthPerCpuSecondAtLeast0_8: health.median.ratioPerCpuSecond >= 0.8,
      storeListP99Under20Ms: storeList.latency.p99 < 20,
      inboxP99Under20Ms: inbox.latency.p99 < 20,
    },
  };
  console.log('');
  console.log(
    `  ${ROUNDS} rounds, each ${SECONDS} s of stamping through the gateway, then ${SECONDS} s of pgbench:`,
  );
  printStampRounds(rounds);
  console.log(`  the round with the median ratio (round ${rounds.indexOf(median) + 1}):`);
  console.log(`  stamps through the gateway (${loadGeneratorName()})`);
  console.log(
    `    ${fixed(okPerSecond)} stamps/s   p50 ${http.latency.p50} ms   p99 ${http.latency.p99} ms   max ${http.latency.max} ms`,
  );
  console.log(
    `    ${http.ok} ok, ${http.non2xx} non-2xx, ${http.errors} errors, ${http.timeouts} timeouts; ` +
      `${stamped} stamps in the ledger`,
  );
  console.log(`    ${unloadedLine(unloaded)}`);
  console.log(`    CPU seconds in those ${SECONDS} s (user + system), ${cpus().length} CPUs:`);
  for (const entry of cpu) {
    console.log(
      `      ${entry.name.padEnd(20)} ${fixed(entry.user + entry.system, 2).padStart(6)}  ` +
        `(user ${fixed(entry.user, 2)}, system ${fixed(entry.system, 2)})`,
    );
  }
  console.log('  the same transaction straight on Postgres (pgbench)');
  console.log(
    `    ${fixed(raw.tps)} tx/s   p50 ${fixed(raw.p50, 2)} ms   p99 ${fixed(raw.p99, 2)} ms   (the service's statement)`,
  );
  console.log(
    `    ${fixed(rawBare.tps)} tx/s   p50 ${fixed(rawBare.p50, 2)} ms   ` +
      `p99 ${fixed(rawBare.p99, 2)} ms   (the bare UPDATE + INSERT)`,
  );
  console.log(
    `    ${fixed(rawTransaction.tps)} tx/s   p50 ${fixed(rawTransaction.p50, 2)} ms   ` +
      `p99 ${fixed(rawTransaction.p99, 2)} ms   (as BEGIN; UPDATE; INSERT; COMMIT)`,
  );
  console.log(
    `  one store alone, ${ONE_STORE_SECONDS} s: ${fixed(oneStorePerSecond)} stamps/s   p50 ${oneStore.latency.p50} ms   ` +
      `p99 ${oneStore.latency.p99} ms   ratio ${fixed(oneStoreRatio, 3)} (target >= 0.35)`,
  );
  console.log(
    `  ratio gateway / Postgres: ${fixed(ratio, 3)}   (target >= 0.5; p99 target < 30 ms)` +
      `   [against the bare UPDATE + INSERT: ${fixed(ratioToBare, 3)}]`,
  );
  printHealth(health);
  console.log(`  public reads, ${CONNECTIONS} concurrent requests for ${SECONDS} s (p99 target < 20 ms):`);
  printLoad('store list', storeList);
  printProcesses(storeList);
  printLoad('inbox', inbox);
  printProcesses(inbox);
  console.log('');
  console.log(JSON.stringify(summary));
  const failed =
    failures(storeList) +
    failures(inbox) +
    health.rounds.reduce(
      (sum, entry) => sum + failures(entry.gateway) + failures(entry.bare) + failures(entry.nest),
      0,
    ) +
    failedStamps(rounds) +
    unloaded.non2xx +
    unloaded.errors +
    failures(oneStore);
  if (failed > 0) {
    // A run with failed stamps measured something else than stamping (e.g. full cards answering 404).
    throw new Error(`${failed} stamps did not succeed: the figures above are not a valid measurement`);
  }
}

let exitCode = 0;
process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});
try {
  await main();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
