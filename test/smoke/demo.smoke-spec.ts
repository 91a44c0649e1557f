import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AppProcess,
  TEST_ADMIN_PASSWORD,
  freePort,
  logInAsAdmin,
  startApp,
  stopApp,
  waitForReady,
} from '../support/processes';

/** `npm run demo` is `node tools/start.mjs --demo`; `DEMO=1` is the same switch, which startApp can pass. */
const START = 'tools/start.mjs';
const STANDALONE = 'dist/apps/standalone/src/main.js';

interface StoreView {
  id: number;
  region: string;
  Images: { type: string }[];
}

type DayCount = 'stamps' | 'completed_cards' | 'redemptions' | 'new_members';

async function json<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200)
    throw new Error(`GET ${url}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Resolves once the output holds `text`; rejects if the process exits first. */
async function outputContains(app: AppProcess, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!app.output().includes(text)) {
    if (app.child.exitCode !== null)
      throw new Error(`exited ${String(app.child.exitCode)}:\n${app.output()}`);
    if (Date.now() > deadline)
      throw new Error(`no '${text}' within ${String(timeoutMs)} ms:\n${app.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function exitOf(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode !== null) return app.child.exitCode;
  return new Promise((resolve) => app.child.once('exit', resolve));
}

describe('npm run demo (the sample a newcomer starts with)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stamp-demo-'));
  let app: AppProcess | undefined;

  afterEach(async () => {
    if (app) await stopApp(app);
    app = undefined;
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fills an empty database with 30 stores in every island group, their missions in each state and 200 members', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${String(port)}`;
    app = startApp('demo', START, {
      DEMO: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
    await outputContains(app, 'The demo is ready. Logins to try:', 240_000);

    const output = app.output();
    expect(output).toMatch(/Done in [\d.]+ s: 30 stores, 200 members, \d+ stamps, \d+ tickets\./);
    expect(output).toContain(`administrator  admin / ${TEST_ADMIN_PASSWORD}`);
    const stores = await json<StoreView[]>(`${baseUrl}/api/v1/stores`);
    expect(stores).toHaveLength(30);
    expect(stores.every((store) => store.Images.some((image) => image.type === 'representative'))).toBe(true);
    const regions = new Set(stores.map((store) => store.region));
    for (const region of [
      'National Capital Region (NCR)',
      'Region VII (Central Visayas)',
      'Region XI (Davao Region)',
    ]) {
      expect(regions).toContain(region);
    }
    // The mission of each store, whatever its state (the public store view leaves out ended ones).
    const states = await Promise.all(
      stores.map(async (store) => {
        const answer = await fetch(`${baseUrl}/api/v1/mission/store_id=${String(store.id)}`);
        if (answer.status === 404) return 'none';
        const mission = (await answer.json()) as { status: string | null; active: boolean };
        if (mission.status === 'ongoing' && !mission.active) return 'expired';
        return mission.status ?? 'finished';
      }),
    );
    expect(new Set(states)).toEqual(new Set(['ongoing', 'pended', 'finished', 'expired', 'none']));
    const admin = await logInAsAdmin(baseUrl);
    expect(await json<number>(`${baseUrl}/wifi-user/all/count`, admin)).toBe(200);
    const { days } = await json<{ days: Record<DayCount, number>[] }>(
      `${baseUrl}/api/v1/dashboard/activity`,
      admin,
    );
    const total = (key: DayCount) => days.reduce((sum, day) => sum + day[key], 0);
    expect(total('stamps')).toBeGreaterThan(500);
    expect(total('completed_cards')).toBeGreaterThan(total('redemptions'));
    expect(total('redemptions')).toBeGreaterThan(0);
    expect(total('new_members')).toBe(200);

    // The printed member and owner logins work.
    const member = /(\S+@example\.ph) \/ (\S+)$/m.exec(output);
    const memberLogin = await fetch(`${baseUrl}/wifi-user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member?.[1], password: member?.[2] }),
    });
    expect(memberLogin.status).toBe(200);
    const owner = /code (\w{6}) {2}(\S+) \/ (\S+)$/m.exec(output);
    const ownerLogin = await fetch(`${baseUrl}/api/v1/store/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: owner?.[1], email: owner?.[2], password: owner?.[3] }),
    });
    expect(ownerLogin.status).toBe(200);
  }, 300_000);

  it('refuses a database that already holds data: a clear message, exit code 1, nothing written', async () => {
    const port = await freePort();
    app = startApp('demo', START, {
      DEMO: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });

    expect(await exitOf(app)).toBe(1);
    expect(app.output()).toContain(
      'The database already holds 30 store(s) and 200 member(s): the demo fills only an empty one, and nothing was written.',
    );
    expect(app.output()).not.toContain('The demo is ready');

    // Started again without the demo: the same 30 stores and 200 members, no more.
    const baseUrl = `http://127.0.0.1:${String(port)}`;
    app = startApp('standalone', STANDALONE, { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' });
    await waitForReady(baseUrl, [app]);
    expect(await json<StoreView[]>(`${baseUrl}/api/v1/stores`)).toHaveLength(30);
    expect(await json<number>(`${baseUrl}/wifi-user/all/count`, await logInAsAdmin(baseUrl))).toBe(200);
  }, 180_000);
});
