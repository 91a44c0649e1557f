// What `npm run bench` measures besides stamping (docs/benchmarks.md): the gateway's GET /healthz against a
// bare Fastify server with the same reply, and two public reads that every phone repeats — the member's
// push inbox and the store list of a region and province, with 1,000 stores in the database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, freePort, query } from '../bench-kit/cluster.mjs';
import { PHONE_ACCEPT_ENCODING } from './load.mjs';

/** Stores seeded for the read scenarios, spread evenly over REGIONS × PROVINCES places. */
export const READ_STORES = 1_000;
const REGIONS = 5;
const PROVINCES = 4;
/** Broadcasts in every member's inbox (a page is the newest 50). */
const INBOX_MESSAGES = 200;

function place(index) {
  return {
    region: `Bench Region ${Math.floor(index / PROVINCES) + 1}`,
    province: `Bench Province ${(index % PROVINCES) + 1}`,
  };
}

/**
 * 1,000 stores straight into the store service's tables (made through the gateway, each would cost a
 * password hash and an event): 50 to each of 20 region/province places, each with a mission and two images,
 * as a store made by an owner has.
 */
export async function seedStores(url) {
  const places = Array.from({ length: REGIONS * PROVINCES }, (_, index) => place(index));
  await query(
    url,
    `WITH made AS (
       INSERT INTO store.stores (code, name, password, owner_name, email, phone_number, owner_phone, region,
                                 province, address)
       SELECT 'R' || lpad(to_hex(n), 5, '0'), 'Read store ' || n, 'read-pw-' || n, 'Read Owner',
              'read' || n || '@bench.ph', '0281234567', '09171234567', ($1::text[])[1 + n % $3],
              ($2::text[])[1 + n % $3], n || ' Ayala Ave.'
       FROM generate_series(0, $4 - 1) AS n
       RETURNING id
     ), missions AS (
       INSERT INTO store.store_missions (store_id, mission_id, name, start_date, expire_date, max_stamp_count,
                                         status, created_at)
       SELECT id, 1000000 + id, 'Read mission', current_date - 1, current_date + 30, 10, 'ongoing', now()
       FROM made
     )
     INSERT INTO store.images (store_id, key, type)
     SELECT id, 'bench/' || id || '/' || kind || '.webp', kind
     FROM made, unnest(ARRAY['representative', 'normal']) AS kind`,
    [places.map((p) => p.region), places.map((p) => p.province), places.length, READ_STORES],
  );
  await query(url, 'ANALYZE store.stores, store.images, store.store_missions');
  return places;
}

/** INBOX_MESSAGES broadcasts, newer than every member who has joined so far. */
export async function seedInbox(url) {
  await query(
    url,
    `INSERT INTO push.messages (type, title, message, origin, created_at)
     SELECT 'notice', 'Bench notice ' || n, 'A broadcast to every member, number ' || n, 'admin',
            now() + n * interval '1 millisecond'
     FROM generate_series(1, $1) AS n`,
    [INBOX_MESSAGES],
  );
  await query(url, 'ANALYZE push.messages');
}

/** GET of each place's store list, public (no token), in turn. */
export function storeListRequests(places) {
  return places.map(({ region, province }) => ({
    method: 'GET',
    path: `/api/v1/store/region=${encodeURIComponent(region)}/province=${encodeURIComponent(province)}`,
    headers: { 'accept-encoding': PHONE_ACCEPT_ENCODING },
  }));
}

/** GET of each member's own inbox with their token, in turn. */
export function inboxRequests(members) {
  return members.map(({ memberNo, token }) => ({
    method: 'GET',
    path: `/api/v1/push/user_id/${memberNo}`,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': PHONE_ACCEPT_ENCODING },
  }));
}

export const HEALTH_REQUESTS = [{ method: 'GET', path: '/healthz' }];

/**
 * A yardstick server, started like an app: `bare-fastify` (tools/bench/bare-fastify.mjs) or `bare-nest` (an
 * empty Nest app, tools/bench/bare-nest.mjs). Returns { app: { name, child, output }, baseUrl }.
 */
export async function startYardstick(name, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'tools', 'bench', `${name}.mjs`)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        resolve();
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output}`)));
  });
  return { app: { name, child, output: () => output }, baseUrl: `http://127.0.0.1:${port}` };
}
