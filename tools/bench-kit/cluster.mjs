// What the load tools (npm run bench, npm run chaos) share: free ports, a scratch database, the built apps
// started as their own processes, readiness, and JSON calls to the gateway.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVICES = ['store-service', 'member-service', 'loyalty-service', 'push-service'];

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function query(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A built app (dist/apps/<name>/src/main.js) as its own process with exactly this environment. */
export function spawnApp(name, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist', 'apps', name, 'src', 'main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  return { name, child, output: () => output };
}

/** Waits until `${url}/readyz` answers 200; fails when one of `apps` exits meanwhile. */
export async function waitForReady(url, apps, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = apps.find((app) => app.child.exitCode !== null || app.child.signalCode !== null);
    if (exited) {
      const { exitCode, signalCode } = exited.child;
      throw new Error(
        `${exited.name} exited early (code ${String(exitCode)}, signal ${String(signalCode)}):\n${exited.output()}`,
      );
    }
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready in time (${url}):\n${apps.map((a) => `${a.name}: ${a.output()}`).join('\n')}`);
}

/** A JSON call to the gateway; an answer of 300 or more throws with the answer. */
export async function call(baseUrl, method, path, { token, body, headers = {} } = {}) {
  const sent = { ...headers };
  if (token) {
    sent.authorization = `Bearer ${token}`;
  }
  if (body !== undefined) {
    sent['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  }
  return text ? JSON.parse(text) : null;
}

/** Runs async work over items, `width` at a time. */
export async function inBatches(items, width, work) {
  const results = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  }
  return results;
}

/** A calendar date `days` from today in Asia/Manila (missions' dates). */
export function manilaDate(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The body of a store made by a load tool (`i`: its number, `tag`: the run's). */
export function storeBody(i, tag, password) {
  return {
    name: `Load store ${i}`,
    password,
    owner_name: 'Load Owner',
    email: `owner${i}-${tag}@load.ph`,
    phone_number: '0281234567',
    owner_phone: '09171234567',
    region: 'National Capital Region (NCR)',
    province: 'Makati City',
    address: `${i} Ayala Ave.`,
  };
}

/** The sign-up body of a member made by a load tool. */
export function memberBody(email, password, i) {
  return {
    privacy_agreed: true,
    member_id: email,
    member_name: 'Load',
    member_name2: `Member ${i}`,
    member_pass: password,
    member_pass_confirm: password,
  };
}

/**
 * What a load tool stamps on, made through the gateway: `stores` stores with a mission of `cardSize` stamps,
 * `members` signed-up members, and a card for every member at every store. `cards` is store by store, the
 * members in order within each store, so consecutive cards belong to different members.
 */
export async function seedStampingWorld(
  baseUrl,
  { admin: adminLogin, tag, stores: storeCount, members: memberCount, cardSize, missionName, emailDomain },
) {
  const { token: admin } = await call(baseUrl, 'POST', '/api/v1/admin/login', { body: adminLogin });
  const stores = [];
  for (let i = 0; i < storeCount; i++) {
    const password = `pw-${randomBytes(3).toString('hex')}`;
    const { id } = await call(baseUrl, 'POST', '/api/v1/store/create', {
      token: admin,
      body: storeBody(i, tag, password),
    });
    const { mission } = await call(baseUrl, 'POST', '/api/v1/mission/create', {
      token: admin,
      body: {
        store_id: id,
        name: `${missionName} ${i}`,
        start_date: manilaDate(-1),
        expire_date: manilaDate(30),
        max_stamp_count: cardSize,
      },
    });
    stores.push({ id, password, missionId: mission.id });
  }
  const members = await inBatches([...Array(memberCount).keys()], 10, async (i) => {
    const email = `member${i}-${tag}@${emailDomain}`;
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const { bbs_no: memberNo } = await call(baseUrl, 'POST', '/wifi-user/signup', {
      body: memberBody(email, password, i),
    });
    const { token } = await call(baseUrl, 'POST', '/wifi-user/login', { body: { email, password } });
    return { memberNo, token };
  });
  const cards = [];
  for (const store of stores) {
    const made = await inBatches(members, 10, async (member) => {
      const coupon = await call(baseUrl, 'POST', '/api/v1/coupon/create', {
        token: member.token,
        body: { user_id: member.memberNo, mission_id: store.missionId },
      });
      return { id: coupon.id, member, store };
    });
    cards.push(...made);
  }
  return { admin, members, cards };
}

/** undici's codes for a connection that closed before any answer came. */
const DROPPED = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/**
 * One request as the phone makes it under faults: a 503 with Retry-After, a refused connection or one dropped
 * before any answer is tried again with the same Idempotency-Key until another answer comes; any other failure
 * is lost. `counts` tallies `retried503`, `retriedRefused`, `retriedDropped` and `lost`; `lostRequests` says
 * which were lost. Resolves with the answer (`status` 0 when lost).
 */
export async function reliably(url, method, { token, key, body }, counts, lostRequests) {
  for (;;) {
    let response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      const code = error.cause?.code;
      if (code === 'ECONNREFUSED') {
        counts.retriedRefused++;
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (DROPPED.has(code)) {
        // Not at once: a proxy in front of a stopped server (Docker's, for a published port) drops each one.
        counts.retriedDropped++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      counts.lost++;
      lostRequests.push(`${method} ${new URL(url).pathname}: ${code ?? error.message}`);
      return { status: 0, body: null };
    }
    const text = await response.text();
    if (response.status === 503 && response.headers.get('retry-after')) {
      counts.retried503++;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(1_000, Number(response.headers.get('retry-after')) * 1_000)),
      );
      continue;
    }
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}
