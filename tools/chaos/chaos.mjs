// npm run chaos: the distributed system (each app its own process, real Postgres, a private nats-server with
// JetStream) under stamping load from 50 concurrent members while processes are killed, then checked
// (docs/operations.md, "Chaos run").
//
//   Phase 1, faults: CHAOS_STAMPS stamps (default 10,000); during it `kill -9` the loyalty service, the store
//   service (its outbox relay publishes store.created), the push service and nats-server, in turn, each
//   started again. Members redeem the tickets they complete (ticket.redeemed events) and an administrator
//   opens stores (store.created events) meanwhile.
//   Phase 2, rolling restart: the same load while every app in turn gets SIGTERM and is started again.
//
// A client retries an answered 503 (with Retry-After), a refused connection, or a connection dropped before
// any answer with the same Idempotency-Key, as the phone does (its "try again" reuses the tap's key); those
// retries are counted apart. A dropped connection is what any HTTP/1.1 server's stop can cause: the gateway
// closes its idle keep-alive connections when it stops, and a request written to one at that moment is never
// read (RFC 9112 §9.3.1: a client retries such a request when it knows it is idempotent, which the key makes
// it). The ledger checks below say whether a retry lost or doubled a stamp. Then it checks:
// every stamp answered 200 is in the database (and no other), every event reached each of its consumers
// exactly once, no card past its maximum, no second ticket from one card, no request lost; it prints the
// counts and exits 1 when a check fails.
//
//   CHAOS_STAMPS=2000 npm run chaos      the CI length
//   DATABASE_URL (administrative, default postgres://postgres@127.0.0.1:5432/postgres), NATS_SERVER
//   (default /usr/sbin/nats-server), CHAOS_KEEP=1 keeps the database and the logs.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SERVICES,
  databaseUrl,
  freePort,
  query,
  reliably as sendReliably,
  seedStampingWorld,
  spawnApp,
  storeBody,
  waitForReady,
} from '../bench-kit/cluster.mjs';

const STAMPS = Number(process.env.CHAOS_STAMPS ?? 10_000);
const MEMBERS = 50;
const CARD_SIZE = 10;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_SERVER = process.env.NATS_SERVER ?? '/usr/sbin/nats-server';
const KEEP = process.env.CHAOS_KEEP === '1';
const ROLLING_STAMPS = Math.max(1_000, Math.floor(STAMPS / 5));
/**
 * Each member stamps through one card per store: stores enough for both phases three times over. The load
 * runs until the faults are done, past its count, and on a quiet machine it ran out of cards before the
 * rolling restart reached the gateway (a SIGTERM under no load is checked below).
 */
const STORES = Math.ceil(((STAMPS + ROLLING_STAMPS) * 3) / (MEMBERS * CARD_SIZE)) + 1;
/** Which services consume each event subject the load makes (their processed_events). */
const CONSUMERS = {
  'store.created': ['loyalty', 'push'],
  'mission.created': ['store', 'push'],
  'ticket.redeemed': ['store'],
  'member.registered': ['push'],
};

const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const database = `stamp_chaos_${tag}`;
const namespace = `chaos-${tag}`;
const workDir = mkdtempSync(join(tmpdir(), 'stamp-chaos-'));
const adminPassword = `chaos-${randomBytes(8).toString('hex')}`;
const apps = new Map();
let nats;

function log(message) {
  console.log(`[chaos] ${new Date().toISOString().slice(11, 19)} ${message}`);
}

// ---------------------------------------------------------------------------------------------- processes

async function startNats(port, storeDir) {
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nats = { name: 'nats-server', child, port, storeDir };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      await fetchPort(port);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nats-server did not start');
}

function fetchPort(port) {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect(port, '127.0.0.1', () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Starts (or starts again) one app with the environment it had; resolves once its /readyz answers 200. */
async function startApp(name) {
  const known = apps.get(name);
  const app = spawnApp(name, known.env);
  apps.set(name, { ...known, current: app, log: known.log + (known.current?.output() ?? '') });
  await waitForReady(known.url, [app]);
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode);
    } else {
      child.once('exit', (code) => resolve(code));
    }
  });
}

/** Sends `signal` to an app (or nats-server); resolves with its exit code once it is gone. */
async function kill(name, signal) {
  const child = name === 'nats-server' ? nats.child : apps.get(name).current.child;
  const gone = exited(child);
  child.kill(signal);
  return gone;
}

async function stopAll() {
  for (const { current } of apps.values()) {
    if (current && current.child.exitCode === null && current.child.signalCode === null) {
      const gone = exited(current.child);
      current.child.kill('SIGTERM');
      setTimeout(() => current.child.kill('SIGKILL'), 30_000).unref();
      await gone;
    }
  }
  nats?.child.kill('SIGTERM');
}

// ---------------------------------------------------------------------------------------------------- load

const counts = {
  stamps200: 0,
  retried503: 0,
  retriedRefused: 0,
  retriedDropped: 0,
  lost: 0,
  refusals: new Map(),
  redeemed200: 0,
  storesOpened: 0,
};
/** Per card: the stamps answered 200. */
const answeredByCard = new Map();
const completedCards = new Set();
const lostRequests = [];

/** One request with the phone's retries (bench-kit's `reliably`), counted in this run's tallies. */
function reliably(baseUrl, method, path, options) {
  return sendReliably(`${baseUrl()}${path}`, method, options, counts, lostRequests);
}

function refused(status, path) {
  const key = `${status} ${path.replace(/\d+/g, ':id')}`;
  counts.refusals.set(key, (counts.refusals.get(key) ?? 0) + 1);
}

/** A member stamps through their cards, one at a time, and redeems each ticket, until `shouldStop()`. */
async function member(baseUrl, who, cards, shouldStop) {
  while (cards.length > 0 && !shouldStop()) {
    const card = cards[0];
    const stamp = await reliably(baseUrl, 'POST', `/api/v1/coupon/${card.id}/add`, {
      token: who.token,
      key: randomUUID(),
      body: { password: card.password },
    });
    if (stamp.status !== 200) {
      refused(stamp.status, '/api/v1/coupon/:id/add');
      cards.shift();
      continue;
    }
    counts.stamps200++;
    answeredByCard.set(card.id, (answeredByCard.get(card.id) ?? 0) + 1);
    if (stamp.body.completed) {
      completedCards.add(card.id);
      cards.shift();
      const use = await reliably(baseUrl, 'PUT', `/api/v1/ticket/use/ticket_id=${stamp.body.ticket.id}`, {
        token: who.token,
        key: randomUUID(),
        body: { password: card.password },
      });
      if (use.status === 200) {
        counts.redeemed200++;
      } else {
        refused(use.status, '/api/v1/ticket/use/:id');
      }
    }
  }
}

/** An administrator opening stores meanwhile (store.created: the push service's and loyalty's consumers). */
async function openStores(baseUrl, admin, shouldStop) {
  while (!shouldStop()) {
    const answer = await reliably(baseUrl, 'POST', '/api/v1/store/create', {
      token: admin,
      key: randomUUID(),
      body: storeBody(10_000 + counts.storesOpened, tag, 'pw-open'),
    });
    if (answer.status === 201) {
      counts.storesOpened++;
    } else {
      refused(answer.status, '/api/v1/store/create');
    }
    await sleep(250);
  }
}

// ----------------------------------------------------------------------------------------------- checking

async function drained(url) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [row] = await query(
      url,
      `SELECT (SELECT count(*) FROM store.outbox WHERE published_at IS NULL)
            + (SELECT count(*) FROM loyalty.outbox WHERE published_at IS NULL)
            + (SELECT count(*) FROM member.outbox WHERE published_at IS NULL) AS waiting`,
    );
    const missing = await missingDeliveries(url);
    if ((Number(row.waiting) === 0 && missing.length === 0) || Date.now() > deadline) {
      return;
    }
    await sleep(500);
  }
}

/** Event deliveries that did not happen: [event id, subject, consumer]. */
async function missingDeliveries(url) {
  const missing = [];
  for (const [subject, consumers] of Object.entries(CONSUMERS)) {
    const producer =
      { 'store.created': 'store', 'mission.created': 'loyalty', 'ticket.redeemed': 'loyalty' }[subject] ??
      'member';
    for (const consumer of consumers) {
      const rows = await query(
        url,
        `SELECT o.id FROM ${producer}.outbox o
         WHERE o.subject = $1 AND NOT EXISTS (
           SELECT 1 FROM ${consumer}.processed_events p WHERE p.event_id = o.id AND p.consumer = $2)`,
        [subject, consumer],
      );
      missing.push(...rows.map((row) => [row.id, subject, consumer]));
    }
  }
  return missing;
}

async function check(url) {
  const failures = [];
  const expect = (ok, what) => {
    if (!ok) {
      failures.push(what);
    }
  };
  const stored = await query(
    url,
    `SELECT coupon_id, count(*)::int AS stamps FROM loyalty.ledger_entries WHERE kind = 'stamp' GROUP BY coupon_id`,
  );
  const storedByCard = new Map(stored.map((row) => [row.coupon_id, row.stamps]));
  let storedTotal = 0;
  let answeredNotStored = 0;
  let storedNotAnswered = 0;
  for (const [card, answered] of answeredByCard) {
    const there = storedByCard.get(card) ?? 0;
    answeredNotStored += Math.max(0, answered - there);
    storedNotAnswered += Math.max(0, there - answered);
  }
  for (const [card, there] of storedByCard) {
    storedTotal += there;
    if (!answeredByCard.has(card)) {
      storedNotAnswered += there;
    }
  }
  const [cards] = await query(
    url,
    `SELECT (SELECT count(*)::int FROM loyalty.coupons WHERE stamp_count > max_stamp_count) AS past_max,
            (SELECT count(*)::int FROM (SELECT coupon_id FROM loyalty.tickets WHERE coupon_id IS NOT NULL
                                        GROUP BY coupon_id HAVING count(*) > 1) t) AS second_tickets,
            (SELECT count(*)::int FROM loyalty.tickets WHERE coupon_id IS NOT NULL) AS tickets,
            (SELECT count(*)::int FROM loyalty.tickets WHERE is_used) AS used,
            (SELECT coalesce(sum(redeemed), 0)::int FROM store.stores) AS redeemed_counted`,
  );
  const events = await query(
    url,
    `SELECT subject, count(*)::int AS n, count(*) FILTER (WHERE published_at IS NOT NULL)::int AS published FROM (
       SELECT subject, published_at FROM store.outbox UNION ALL SELECT subject, published_at FROM loyalty.outbox
       UNION ALL SELECT subject, published_at FROM member.outbox) o GROUP BY subject ORDER BY subject`,
  );
  const missing = await missingDeliveries(url);
  const [push] = await query(
    url,
    `SELECT count(*)::int AS messages,
            count(*) - count(DISTINCT source_event_id) FILTER (WHERE source_event_id IS NOT NULL)
              - count(*) FILTER (WHERE source_event_id IS NULL) AS duplicates
     FROM push.messages`,
  );
  const [consumed] = await query(
    url,
    `SELECT (SELECT count(*) FROM store.processed_events) + (SELECT count(*) FROM loyalty.processed_events)
          + (SELECT count(*) FROM push.processed_events) + (SELECT count(*) FROM member.processed_events) AS n`,
  );
  const published = events.reduce((sum, row) => sum + row.published, 0);
  const unpublished = events.reduce((sum, row) => sum + row.n - row.published, 0);

  console.log('');
  console.log('Chaos run: results');
  console.log(`  stamps answered 200           ${counts.stamps200}`);
  console.log(`  stamps stored (ledger)        ${storedTotal}`);
  console.log(`  answered 200, not stored      ${answeredNotStored}`);
  console.log(`  stored, never answered 200    ${storedNotAnswered}`);
  console.log(`  cards completed / tickets     ${completedCards.size} / ${cards.tickets}`);
  console.log(
    `  tickets redeemed (200 / used / counted by the store service)  ${counts.redeemed200} / ${cards.used} / ${cards.redeemed_counted}`,
  );
  console.log(`  stores opened during the run  ${counts.storesOpened}`);
  console.log(
    `  events published              ${published} (${events.map((row) => `${row.subject} ${row.published}`).join(', ')}); unpublished ${unpublished}`,
  );
  console.log(`  events consumed (processed)   ${consumed.n}; deliveries missing (lost) ${missing.length}`);
  console.log(`  push messages                 ${push.messages}; duplicated ${push.duplicates}`);
  console.log(`  cards past their maximum      ${cards.past_max}`);
  console.log(`  second tickets from one card  ${cards.second_tickets}`);
  console.log(
    `  retries after 503 + Retry-After ${counts.retried503}; after a refused connection ${counts.retriedRefused}; after a dropped one ${counts.retriedDropped}`,
  );
  console.log(`  requests lost (never answered) ${counts.lost}`);
  if (counts.refusals.size > 0) {
    console.log(`  other answers: ${[...counts.refusals].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  }
  expect(answeredNotStored === 0, `${answeredNotStored} stamps answered 200 are not in the database`);
  expect(storedNotAnswered === 0, `${storedNotAnswered} stamps are stored that were never answered 200`);
  expect(unpublished === 0, `${unpublished} outbox events were never published`);
  expect(
    missing.length === 0,
    `${missing.length} event deliveries are missing: ${JSON.stringify(missing.slice(0, 5))}`,
  );
  expect(Number(push.duplicates) === 0, `${push.duplicates} duplicate push messages`);
  const announcing = events
    .filter((row) => row.subject === 'store.created' || row.subject === 'mission.created')
    .reduce((sum, row) => sum + row.published, 0);
  expect(
    push.messages === announcing,
    `${push.messages} push messages for ${announcing} store.created and mission.created events (one each)`,
  );
  expect(cards.past_max === 0, `${cards.past_max} cards past their maximum`);
  expect(cards.second_tickets === 0, `${cards.second_tickets} cards with a second ticket`);
  expect(
    cards.tickets === completedCards.size,
    `${cards.tickets} tickets for ${completedCards.size} completed cards`,
  );
  expect(
    cards.used === cards.redeemed_counted,
    `${cards.used} tickets used, ${cards.redeemed_counted} counted`,
  );
  failures.push(...stopFailures);
  expect(counts.lost === 0, `${counts.lost} requests lost: ${lostRequests.slice(0, 5).join('; ')}`);
  return failures;
}

// ------------------------------------------------------------------------------------------------ the run

async function prepare(baseUrl) {
  const world = await seedStampingWorld(baseUrl, {
    admin: { admin_id: 'chaos', password: adminPassword },
    tag,
    stores: STORES,
    members: MEMBERS,
    cardSize: CARD_SIZE,
    missionName: 'Chaos',
    emailDomain: 'chaos.ph',
  });
  const members = world.members.map(({ memberNo, token }) => ({ memberNo, token, cards: [] }));
  for (const card of world.cards) {
    members[world.members.indexOf(card.member)].cards.push({ id: card.id, password: card.store.password });
  }
  return { admin: world.admin, members };
}

/** Runs the load until `until` stamps have been answered 200, while `faults` runs; both must finish. */
async function underLoad(baseUrl, admin, members, until, faults) {
  let faultsDone = false;
  const shouldStop = () => counts.stamps200 >= until && faultsDone;
  loadRunning = true;
  const stamping = Promise.all(members.map((who) => member(baseUrl, who, who.cards, shouldStop)));
  const load = Promise.all([
    stamping.finally(() => (loadRunning = false)),
    openStores(baseUrl, admin, () => shouldStop() || !loadRunning),
  ]);
  await faults();
  faultsDone = true;
  await load;
}

let loadRunning = false;
const stopFailures = [];

function secondsSince(start, end = Date.now()) {
  return ((end - start) / 1000).toFixed(1);
}

/** Until `n` stamps have been answered (or the members have no cards left). */
async function waitForStamps(n) {
  while (counts.stamps200 < n && loadRunning) {
    await sleep(100);
  }
}

async function main() {
  const natsPort = await freePort();
  await startNats(natsPort, join(workDir, 'jetstream'));
  log(`nats-server ${natsPort} (store ${workDir}/jetstream), database ${database}, namespace ${namespace}`);
  await query(ADMIN_URL, `CREATE DATABASE "${database}"`);
  const url = databaseUrl(ADMIN_URL, database);
  const common = {
    DATABASE_URL: url,
    NATS_URL: `nats://127.0.0.1:${natsPort}`,
    BUS_NAMESPACE: namespace,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DATA_DIR: workDir,
    SHUTDOWN_TIMEOUT_SECONDS: '20',
  };
  for (const name of SERVICES) {
    const opsPort = await freePort();
    apps.set(name, {
      env: {
        ...common,
        OPS_PORT: String(opsPort),
        BOOTSTRAP_ADMIN_ID: 'chaos',
        BOOTSTRAP_ADMIN_PASSWORD: adminPassword,
      },
      url: `http://127.0.0.1:${opsPort}`,
      log: '',
    });
  }
  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  apps.set('gateway', {
    env: { ...common, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('hex') },
    url: gatewayUrl,
    log: '',
  });
  await Promise.all([...apps.keys()].map(startApp));
  log(
    `system ready; ${STORES} stores with a ${CARD_SIZE}-stamp mission, ${MEMBERS} members, a card each at every store`,
  );
  const { admin, members } = await prepare(gatewayUrl);
  const baseUrl = () => gatewayUrl;

  log(
    `phase 1: ${STAMPS} stamps from ${MEMBERS} members; kill -9 in turn: loyalty, store (outbox relay), push, nats-server`,
  );
  const started = Date.now();
  await underLoad(baseUrl, admin, members, STAMPS, async () => {
    const victims = ['loyalty-service', 'store-service', 'push-service', 'nats-server'];
    for (const [i, victim] of victims.entries()) {
      await waitForStamps(Math.floor((STAMPS * (i + 1)) / (victims.length + 1)));
      log(`kill -9 ${victim} at ${counts.stamps200} stamps`);
      await kill(victim, 'SIGKILL');
      await sleep(1_000);
      if (victim === 'nats-server') {
        await startNats(natsPort, nats.storeDir);
        await Promise.all([...apps.values()].map((app) => waitForReady(app.url, [app.current], 60_000)));
      } else {
        await startApp(victim);
      }
      log(`${victim} back`);
    }
  });
  log(`phase 1 done: ${counts.stamps200} stamps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const lostBefore = counts.lost;

  log(
    `phase 2: rolling restart (SIGTERM, start again) of every app under load, ${ROLLING_STAMPS} more stamps`,
  );
  await underLoad(baseUrl, admin, members, counts.stamps200 + ROLLING_STAMPS, async () => {
    for (const name of [...SERVICES, 'gateway']) {
      await sleep(500);
      if (!loadRunning) {
        stopFailures.push(
          `${name} got its SIGTERM with no load left (the members' cards ran out: more STORES)`,
        );
      }
      log(`SIGTERM ${name} at ${counts.stamps200} stamps`);
      const stopping = Date.now();
      const code = await kill(name, 'SIGTERM');
      const stopped = Date.now();
      if (code !== 0) {
        stopFailures.push(`${name} exited with ${code} on SIGTERM (its stop failed or passed its deadline)`);
      }
      await startApp(name);
      log(
        `${name}: stopped (exit ${code}) in ${secondsSince(stopping, stopped)} s, ready again in ${secondsSince(stopped)} s`,
      );
    }
  });
  log(`phase 2 done: requests lost in the rolling restart ${counts.lost - lostBefore}`);

  log('waiting for the outboxes to drain and the consumers to catch up');
  await drained(url);
  return check(url);
}

let failures = ['the run did not finish'];
try {
  failures = await main();
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
  const logs = [...apps]
    .map(([name, app]) => `== ${name}\n${app.log}${app.current?.output() ?? ''}`)
    .join('\n');
  writeFileSync(join(workDir, 'apps.log'), logs);
  if (!KEEP && failures.length === 0) {
    await query(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  } else {
    console.log(`kept: database ${database}, logs and JetStream store in ${workDir}`);
  }
}
if (failures.length > 0) {
  console.log(`\nChaos run FAILED:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nChaos run passed: every check holds.');
process.exit(0);
