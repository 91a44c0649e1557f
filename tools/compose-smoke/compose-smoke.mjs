// npm run compose:smoke: docker-compose.yml run as an operator runs it, from the image the Dockerfile builds
// (docs/deployment.md, "Compose smoke").
//
//   1. `docker-compose up -d --no-build` of the whole file (PostgreSQL, NATS, Redis, the four services, the
//      gateway) under a project of its own, with fresh secrets and the gateway on a free loopback port; waits
//      until the gateway's /readyz answers.
//   2. The smoke: /readyz, the first administrator's login, a store with a mission, a member's sign-up, login,
//      card and stamp, and an administrator's push that arrives in the member's inbox.
//   3. Restarts: members stamp (a light load, each with an Idempotency-Key) while each app container, NATS,
//      Redis and PostgreSQL in turn is restarted (`docker-compose restart`: SIGTERM, then started again) and
//      becomes healthy again (after PostgreSQL, every app: each one's /readyz asks its database).
//   4. Checks: every stamp answered 200 is in the ledger and no other, no request lost (a 503 with
//      Retry-After, a refused connection or one dropped before any answer is retried with the same key, as
//      the phone does, and counted), every container healthy at the end.
//   Then `docker-compose down -v` (COMPOSE_SMOKE_KEEP=1 keeps the stack). Exits 1 when a check fails.
//
//   DOCKER_BUILDKIT=1 docker build -t stamp:latest .   first (STAMP_TAG picks another tag)
//   COMPOSE (default docker-compose; "docker compose" works too), COMPOSE_SMOKE_RESTART (the services restarted,
//   comma-separated; default all, postgres last), COMPOSE_SMOKE_MEMBERS (default 6)
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { call, freePort, reliably, seedStampingWorld } from '../bench-kit/cluster.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

const COMPOSE = (process.env.COMPOSE ?? 'docker-compose').split(' ');
const PROJECT = 'stamp-compose-smoke';
const TAG = process.env.STAMP_TAG ?? 'latest';
const KEEP = process.env.COMPOSE_SMOKE_KEEP === '1';
const MEMBERS = Number(process.env.COMPOSE_SMOKE_MEMBERS ?? 6);
const APPS = ['store-service', 'member-service', 'loyalty-service', 'push-service', 'gateway'];
/**
 * PostgreSQL too, last: while it restarts the services answer 503 with Retry-After (a database that is
 * unavailable is told apart from a bug), which the members' stamps retry with the same key.
 */
const RESTARTED = process.env.COMPOSE_SMOKE_RESTART?.split(',') ?? [...APPS, 'nats', 'redis', 'postgres'];
/** The containers to wait for after restarting `service`: every app after the database, which all of them use. */
function waitedAfter(service) {
  return service === 'postgres' ? ['postgres', ...APPS] : [service, 'gateway'];
}
/** Cards enough that the load outlasts every restart (a card ends at its ticket): 8 x 100 stamps a member. */
const CARD_SIZE = 100;
const STORES = 8;
/** Each member's pause between stamps: a light load (6 members, about 20 stamps/s). */
const PAUSE_MS = 250;

const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const adminPassword = `Compose-smoke-${randomBytes(6).toString('hex')}`;
const started = Date.now();

function log(message) {
  console.log(`[compose-smoke] ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${message}`);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

let composeEnv;

async function compose(...args) {
  const [command, ...prefix] = COMPOSE;
  const { stdout } = await run(
    command,
    [...prefix, '-p', PROJECT, '-f', join(ROOT, 'docker-compose.yml'), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...composeEnv },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return stdout;
}

/** Rows of a query run by psql inside the postgres container (its port is not published). */
async function sql(query) {
  const out = await compose(
    'exec',
    '-T',
    'postgres',
    'psql',
    '-U',
    'stamp',
    '-d',
    'stamp',
    '-AtF',
    '\t',
    '-c',
    query,
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/** Each container of the project with its compose service and health (or state, when it has no check). */
async function containers() {
  const ids = (await compose('ps', '-q')).split('\n').filter(Boolean);
  if (ids.length === 0) {
    return [];
  }
  const { stdout } = await run('docker', [
    'inspect',
    '--format',
    '{{index .Config.Labels "com.docker.compose.service"}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}} {{.RestartCount}}',
    ...ids,
  ]);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [service, health, restarts] = line.split(' ');
      return { service, health, restarts: Number(restarts) };
    });
}

async function waitHealthy(services, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = (await containers()).filter((c) => services.includes(c.service));
    const waiting = services.filter(
      (service) => !states.some((c) => c.service === service && ['healthy', 'running'].includes(c.health)),
    );
    if (waiting.length === 0) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`not healthy within ${timeoutMs / 1000} s: ${JSON.stringify(states)}`);
    }
    await sleep(1_000);
  }
}

// ---------------------------------------------------------------------------------------------------- load

const counts = {
  stamps200: 0,
  retried503: 0,
  retriedRefused: 0,
  retriedDropped: 0,
  lost: 0,
  other: new Map(),
};
const answeredByCard = new Map();
const lostRequests = [];
/** A stamp with its own key and the phone's retries. */
function stamp(baseUrl, token, card) {
  return reliably(
    `${baseUrl}/api/v1/coupon/${card.id}/add`,
    'POST',
    { token, key: randomUUID(), body: { password: card.password } },
    counts,
    lostRequests,
  );
}

/** A member stamps through their cards, one stamp at a time, until `shouldStop()`. */
async function member(baseUrl, who, shouldStop) {
  while (who.cards.length > 0 && !shouldStop()) {
    const card = who.cards[0];
    const answer = await stamp(baseUrl, who.token, card);
    if (answer.status === 200) {
      counts.stamps200++;
      answeredByCard.set(card.id, (answeredByCard.get(card.id) ?? 0) + 1);
      if (answer.body.completed) {
        who.cards.shift();
      }
    } else if (answer.status !== 0) {
      const key = `${answer.status} ${answer.body?.message ?? ''}`;
      counts.other.set(key, (counts.other.get(key) ?? 0) + 1);
      who.cards.shift();
    }
    await sleep(PAUSE_MS);
  }
}

// ---------------------------------------------------------------------------------------------------- steps

async function smoke(baseUrl) {
  const ready = await fetch(`${baseUrl}/readyz`);
  if (ready.status !== 200) {
    throw new Error(`/readyz answered ${ready.status}`);
  }
  log('/readyz 200');
  const world = await seedStampingWorld(baseUrl, {
    admin: { admin_id: 'admin', password: adminPassword },
    tag,
    stores: STORES,
    members: MEMBERS,
    cardSize: CARD_SIZE,
    missionName: 'Compose smoke',
    emailDomain: 'compose-smoke.ph',
  });
  log(
    `admin login, ${STORES} stores with a ${CARD_SIZE}-stamp mission, ${MEMBERS} members with a card at each`,
  );
  const first = world.cards[0];
  const answer = await stamp(baseUrl, first.member.token, { id: first.id, password: first.store.password });
  if (answer.status !== 200 || answer.body.message !== 'Stamp added successfully.') {
    throw new Error(`a stamp answered ${JSON.stringify(answer)}`);
  }
  counts.stamps200++;
  answeredByCard.set(first.id, 1);
  log('a stamp: 200 Stamp added successfully.');
  const title = `Compose smoke ${tag}`;
  await call(baseUrl, 'POST', '/api/v1/push/send', {
    token: world.admin,
    body: { type: 'new-event', title, message: 'Double stamps this week!' },
  });
  const inbox = `/api/v1/push/user_id/${first.member.memberNo}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const items = await call(baseUrl, 'GET', inbox, { token: first.member.token });
    if (items.some((item) => item.PushMessage.title === title)) {
      break;
    }
    if (Date.now() > deadline) {
      throw new Error(`the push "${title}" is not in the member's inbox: ${JSON.stringify(items)}`);
    }
    await sleep(500);
  }
  log("a push: sent by the administrator, in the member's inbox");
  return world;
}

async function restartsUnderLoad(baseUrl, world) {
  const members = world.members.map((m) => ({ token: m.token, cards: [] }));
  for (const card of world.cards) {
    members[world.members.indexOf(card.member)].cards.push({ id: card.id, password: card.store.password });
  }
  let restartsDone = false;
  const load = Promise.all(members.map((who) => member(baseUrl, who, () => restartsDone)));
  const failures = [];
  for (const service of RESTARTED) {
    await sleep(2_000);
    const before = counts.stamps200;
    const t0 = Date.now();
    await compose('restart', service);
    const t1 = Date.now();
    await waitHealthy(waitedAfter(service), 120_000);
    const t2 = Date.now();
    while (counts.stamps200 < before + MEMBERS && members.some((m) => m.cards.length > 0)) {
      await sleep(100);
    }
    log(
      `restart ${service}: stopped and started in ${((t1 - t0) / 1000).toFixed(1)} s, healthy ${((t2 - t1) / 1000).toFixed(1)} s later; stamps answered so far ${counts.stamps200}`,
    );
    if (members.every((m) => m.cards.length === 0)) {
      failures.push(`the load ran out of cards before ${service} restarted (more STORES)`);
    }
  }
  restartsDone = true;
  await load;
  return failures;
}

async function check() {
  const failures = [];
  const stored = new Map(
    (
      await sql(
        `SELECT coupon_id, count(*) FROM loyalty.ledger_entries WHERE kind = 'stamp' GROUP BY coupon_id`,
      )
    ).map(([card, n]) => [Number(card), Number(n)]),
  );
  let answeredNotStored = 0;
  let storedNotAnswered = 0;
  let storedTotal = 0;
  for (const [card, answered] of answeredByCard) {
    answeredNotStored += Math.max(0, answered - (stored.get(card) ?? 0));
  }
  for (const [card, there] of stored) {
    storedTotal += there;
    storedNotAnswered += Math.max(0, there - (answeredByCard.get(card) ?? 0));
  }
  const states = await containers();
  console.log('');
  console.log('Compose smoke: results');
  console.log(`  stamps answered 200            ${counts.stamps200}`);
  console.log(`  stamps stored (ledger)         ${storedTotal}`);
  console.log(`  answered 200, not stored       ${answeredNotStored}`);
  console.log(`  stored, never answered 200     ${storedNotAnswered}`);
  console.log(
    `  retries after 503 + Retry-After ${counts.retried503}; after a refused connection ${counts.retriedRefused}; after a dropped one ${counts.retriedDropped}`,
  );
  console.log(`  requests lost (never answered) ${counts.lost}`);
  if (counts.other.size > 0) {
    console.log(`  other answers: ${[...counts.other].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  }
  console.log(`  containers: ${states.map((c) => `${c.service} ${c.health}`).join(', ')}`);
  if (answeredNotStored > 0) failures.push(`${answeredNotStored} stamps answered 200 are not in the ledger`);
  if (storedNotAnswered > 0)
    failures.push(`${storedNotAnswered} stamps are in the ledger that were never answered 200`);
  if (counts.lost > 0) failures.push(`${counts.lost} requests lost: ${lostRequests.slice(0, 5).join('; ')}`);
  if (counts.other.size > 0)
    failures.push(`stamps answered other than 200: ${[...counts.other.keys()].join(', ')}`);
  const unhealthy = states.filter((c) => !['healthy', 'running'].includes(c.health));
  if (unhealthy.length > 0)
    failures.push(`not healthy at the end: ${unhealthy.map((c) => c.service).join(', ')}`);
  return failures;
}

async function main() {
  await run('docker', ['image', 'inspect', `stamp:${TAG}`]).catch(() => {
    throw new Error(
      `no image stamp:${TAG}: build it first (DOCKER_BUILDKIT=1 docker build -t stamp:${TAG} .)`,
    );
  });
  const port = await freePort();
  composeEnv = {
    STAMP_TAG: TAG,
    GATEWAY_PORT: String(port),
    JWT_SECRET: randomBytes(32).toString('hex'),
    POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
    BOOTSTRAP_ADMIN_ID: 'admin',
    BOOTSTRAP_ADMIN_PASSWORD: adminPassword,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  await compose('down', '-v', '--remove-orphans');
  log(`docker-compose up (project ${PROJECT}, image stamp:${TAG}, gateway on 127.0.0.1:${port})`);
  await compose('up', '-d', '--no-build');
  await waitHealthy(['postgres', 'nats', 'redis', ...APPS], 240_000);
  log('every container healthy');
  const baseUrl = `http://127.0.0.1:${port}`;
  const world = await smoke(baseUrl);
  log(`restarts under load (${MEMBERS} members stamping): ${RESTARTED.join(', ')}`);
  const failures = await restartsUnderLoad(baseUrl, world);
  failures.push(...(await check()));
  return failures;
}

let failures = ['the run did not finish'];
try {
  failures = await main();
} catch (error) {
  console.error(error);
} finally {
  if (failures.length > 0 && composeEnv) {
    console.log(await compose('logs', '--no-color', '--tail', '15').catch((error) => String(error)));
  }
  if (KEEP) {
    console.log(`kept: docker-compose -p ${PROJECT} (down -v to remove it)`);
  } else if (composeEnv) {
    await compose('down', '-v', '--remove-orphans').catch((error) => console.error(error));
  }
}
if (failures.length > 0) {
  console.log(`\nCompose smoke FAILED:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
log('Compose smoke passed: every check holds.');
