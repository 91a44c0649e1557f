// npm run chaos: the distributed system (each app its own process, real Postgres, a private nats-server with
// JetStream) under stamping load from 50 concurrent members while processes are killed, then checked
// (docs/operations.md, "Chaos run").
//
//   Phase 1, faults: CHAOS_STAMPS stamps (default 10,000); during it `kill -9` the loyalty service, the store
//   service (its outbox relay publishes store.created), the push service and nats-server, in turn, each
//   started again. Members redeem the tickets they complete (ticket.redeemed events) and an administrator
//   opens stores (store.created events) meanwhile.
//   Phase 2, rolling restart: the same load while every app in turn gets SIGTERM and is started again.
//   Phase 3, push fan-out: two push replicas (both run from the start) deliver an administrator's broadcast
//   to CHAOS_DEVICES fake devices (default 20,000) through a local HTTP/2 FCM stand-in; when a quarter is
//   sent, the replica holding a delivery unit gets `kill -9`. Checked: no device missed, devices sent twice
//   at most one in-flight page (PUSH_DELIVERY_PAGE_SIZE), the dead replica's units taken over within 15 s.
//
// A client retries an answered 503 (with Retry-After), a refused connection, or a connection dropped before
// any answer with the same Idempotency-Key, as the phone does (its "try again" reuses the tap's key); those
// retries are counted apart. A dropped connection is what any HTTP/1.1 server's stop can cause: the gateway
// closes its idle keep-alive connections when it stops, and a request written to one at that moment is never
// read (RFC 9112 §9.3.1: a client retries such a request when it knows it is idempotent, which the key makes
// it). The ledger checks below say whether a retry lost or doubled a stamp. Then it checks:
// every stamp answered 200 is in the database (and no other), every event reached each of its consumers
// exactly once, no card past its maximum, no second ticket from one card, no request lost, and phase 3's
// fan-out checks; it prints the counts and exits 1 when a check fails.
//
//   CHAOS_STAMPS=2000 npm run chaos      the CI length
//   DATABASE_URL (administrative, default postgres://postgres@127.0.0.1:5432/postgres), NATS_SERVER
//   (default /usr/sbin/nats-server), CHAOS_DEVICES (20,000), CHAOS_KEEP=1 keeps the database and the logs.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedFanOutAudience } from '../../dist/tools/bench-kit/fan-out-audience.js';
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
import { certificate, fakeFcm } from '../bench-kit/fake-fcm.mjs';

const STAMPS = Number(process.env.CHAOS_STAMPS ?? 10_000);
const MEMBERS = 50;
const CARD_SIZE = 10;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_SERVER = process.env.NATS_SERVER ?? '/usr/sbin/nats-server';
const KEEP = process.env.CHAOS_KEEP === '1';
const ROLLING_STAMPS = Math.max(1_000, Math.floor(STAMPS / 5));
const DEVICES = Number(process.env.CHAOS_DEVICES ?? 20_000);
/** The fan-out settings of both push replicas: a crash may re-send one page; a dead lease frees in 10 s. */
const PAGE_SIZE = 200;
const LEASE_MS = 10_000;
const TAKEOVER_LIMIT_MS = 15_000;
const PUSH_REPLICAS = ['push-service', 'push-service-2'];
/**
 * Past its count, a phase's load goes on at a trickle (one stamp a member every TRICKLE_MS) until its faults
 * are done: the faults still happen under load, and how far the load runs past its count no longer depends
 * on how fast the machine stamps. At full speed a quick machine used up every card before the rolling
 * restart reached the gateway (a SIGTERM under no load is checked below).
 */
const TRICKLE_MS = 1_000;
/** The longest a phase's faults are expected to go on past its count (restarts under a loaded machine). */
const TRICKLE_ALLOWANCE_MS = 120_000;
/** Each member stamps through one card per store: stores enough for both counts twice over plus the trickles. */
const STORES =
  Math.ceil(
    ((STAMPS + ROLLING_STAMPS) * 2 + 2 * MEMBERS * (TRICKLE_ALLOWANCE_MS / TRICKLE_MS)) /
      (MEMBERS * CARD_SIZE),
  ) + 1;
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
  const app = spawnApp(known.app ?? name, known.env);
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
async function member(baseUrl, who, cards, shouldStop, pastCount) {
  while (cards.length > 0 && !shouldStop()) {
    if (pastCount()) {
      await sleep(TRICKLE_MS);
      if (shouldStop()) {
        break;
      }
    }
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
    `SELECT count(*)::int AS messages, count(*) - count(DISTINCT source_event_id) AS duplicates
     FROM push.messages WHERE source_event_id IS NOT NULL`,
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
  console.log(`  push messages (automatic)     ${push.messages}; duplicated ${push.duplicates}`);
  if (fanOut) {
    console.log(
      `  push fan-out                  ${fanOut.received} sends to ${DEVICES} devices in ${fanOut.seconds.toFixed(1)} s by ${PUSH_REPLICAS.length} replicas, one killed`,
    );
    console.log(
      `  devices missed                ${fanOut.missed}; sent twice ${fanOut.duplicates} (at most one in-flight page: ${PAGE_SIZE}; the page re-sent by the taker-over, counted by the service: ${fanOut.repeatedCounted})`,
    );
    console.log(
      `  killed replica's units taken over after ${(fanOut.takeoverMs / 1000).toFixed(1)} s (at most ${TAKEOVER_LIMIT_MS / 1000} s)`,
    );
  }
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
  expect(fanOut !== null, 'the push fan-out phase did not run');
  if (fanOut) {
    expect(fanOut.done, 'the broadcast of the fan-out phase never finished');
    expect(fanOut.missed === 0, `${fanOut.missed} devices never got the broadcast`);
    expect(
      fanOut.duplicates <= PAGE_SIZE,
      `${fanOut.duplicates} devices got the broadcast twice (more than one page of ${PAGE_SIZE})`,
    );
    expect(
      fanOut.takeoverMs <= TAKEOVER_LIMIT_MS,
      `the killed push replica's units were taken over after ${(fanOut.takeoverMs / 1000).toFixed(1)} s`,
    );
  }
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

// ------------------------------------------------------------------------------------------- push fan-out

/** What phase 3 saw; null until it ran. */
let fanOut = null;

/** The name (in `apps`) of the push replica holding one of the message's units with a live lease, if any. */
async function replicaHoldingUnit(url, messageId) {
  const held = await query(
    url,
    `SELECT id, holder FROM push.delivery_units
     WHERE message_id = $1 AND finished_at IS NULL AND leased_until > now()`,
    [messageId],
  );
  for (const name of PUSH_REPLICAS) {
    const holder = `:${apps.get(name).current.child.pid}`;
    const units = held.filter((unit) => unit.holder?.endsWith(holder)).map((unit) => unit.id);
    if (units.length > 0) {
      return { name, units };
    }
  }
  return null;
}

async function deliveryJob(url, messageId) {
  const [job] = await query(
    url,
    `SELECT finished_at IS NOT NULL AS done, sent, repeated FROM push.deliveries WHERE message_id = $1`,
    [messageId],
  );
  return job;
}

/**
 * Phase 3: a broadcast to DEVICES fake devices, shared by the two push replicas; when a quarter is sent, the
 * replica holding a unit gets `kill -9`. Measures when each of its units is held by the other replica (or
 * finished by it), and, once the broadcast is done, the devices FCM got nothing or more than once.
 */
async function pushFanOutUnderKill(url, gatewayUrl, admin, fcm) {
  log(
    `phase 3: a broadcast to ${DEVICES} fake devices by ${PUSH_REPLICAS.length} push replicas; kill -9 of one in the middle`,
  );
  const tokenPrefix = `chaos-${tag}`;
  const firstMemberNo = 1_000_000;
  await seedFanOutAudience((sql, params) => query(url, sql, params), {
    members: DEVICES / 2,
    devicesPerMember: 2,
    firstMemberNo,
    tokenPrefix,
  });
  const started = Date.now();
  const sent = await reliably(() => gatewayUrl, 'POST', '/api/v1/push/send', {
    token: admin,
    key: randomUUID(),
    body: { type: 'new-event', title: 'Chaos fan-out', message: `A broadcast to ${DEVICES} devices` },
  });
  if (sent.status !== 200) {
    throw new Error(`the broadcast was refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  const messageId = sent.body.id;
  const sentSoFar = () => fcm.sends.get(String(messageId)) ?? 0;
  let victim = null;
  while (!victim) {
    if ((await deliveryJob(url, messageId)).done) {
      throw new Error(`the broadcast finished before a replica could be killed: raise CHAOS_DEVICES`);
    }
    if (sentSoFar() >= DEVICES / 4) {
      victim = await replicaHoldingUnit(url, messageId);
    }
    if (!victim) {
      await sleep(50);
    }
  }
  const victimHolder = `:${apps.get(victim.name).current.child.pid}`;
  await kill(victim.name, 'SIGKILL');
  const killedAt = Date.now();
  log(
    `kill -9 ${victim.name} at ${sentSoFar()} of ${DEVICES} sent, holding unit(s) ${victim.units.join(', ')}`,
  );
  const takenAfter = new Map();
  while (takenAfter.size < victim.units.length && Date.now() - killedAt < 120_000) {
    const rows = await query(
      url,
      `SELECT id, holder, finished_at FROM push.delivery_units WHERE id = ANY($1)`,
      [victim.units],
    );
    for (const row of rows) {
      if (!takenAfter.has(row.id) && (row.finished_at !== null || !row.holder?.endsWith(victimHolder))) {
        takenAfter.set(row.id, Date.now() - killedAt);
      }
    }
    await sleep(100);
  }
  const takeoverMs = takenAfter.size < victim.units.length ? Infinity : Math.max(...takenAfter.values());
  log(`${victim.name}'s unit(s) taken over after ${(takeoverMs / 1000).toFixed(1)} s; starting it again`);
  await startApp(victim.name);
  let job = await deliveryJob(url, messageId);
  while (!job.done && Date.now() - started < 600_000) {
    await sleep(200);
    job = await deliveryJob(url, messageId);
  }
  let missed = 0;
  let duplicates = 0;
  for (let m = firstMemberNo; m < firstMemberNo + DEVICES / 2; m++) {
    for (const n of [1, 2]) {
      const times = fcm.tokens.get(`${messageId} ${tokenPrefix}-${m}-${n}`) ?? 0;
      missed += times === 0 ? 1 : 0;
      duplicates += Math.max(0, times - 1);
    }
  }
  fanOut = {
    seconds: (Date.now() - started) / 1000,
    done: job.done,
    received: sentSoFar(),
    missed,
    duplicates,
    repeatedCounted: Number(job.repeated),
    takeoverMs,
  };
  log(`phase 3 done: ${fanOut.received} sends in ${fanOut.seconds.toFixed(1)} s`);
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
  const pastCount = () => counts.stamps200 >= until;
  const shouldStop = () => pastCount() && faultsDone;
  loadRunning = true;
  const stamping = Promise.all(members.map((who) => member(baseUrl, who, who.cards, shouldStop, pastCount)));
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
let fcm;

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
  fcm = await fakeFcm(certificate(workDir), { delayMs: 50, perToken: true });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const push = {
    NODE_EXTRA_CA_CERTS: join(workDir, 'cert.pem'),
    FCM_PROJECT_ID: 'chaos',
    FCM_CLIENT_EMAIL: 'chaos@chaos.iam.gserviceaccount.com',
    FCM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    FCM_API_URL: fcm.url,
    FCM_TOKEN_URL: `${fcm.url}/token`,
    PUSH_DELIVERY_PAGE_SIZE: String(PAGE_SIZE),
    PUSH_DELIVERY_LEASE_MS: String(LEASE_MS),
  };
  for (const name of [...SERVICES, ...PUSH_REPLICAS.slice(1)]) {
    const opsPort = await freePort();
    const app = PUSH_REPLICAS.includes(name) ? 'push-service' : name;
    apps.set(name, {
      app,
      env: {
        ...common,
        ...(app === 'push-service' ? push : {}),
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
  await pushFanOutUnderKill(url, gatewayUrl, admin, fcm);
  return check(url);
}

let failures = ['the run did not finish'];
try {
  failures = await main();
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
  await fcm?.close();
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
