import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpInput, storeInput } from '../support/fixtures';
import {
  AppProcess,
  freePort,
  startApp,
  stopApp,
  waitForReady,
  TEST_ADMIN_PASSWORD,
  logInAsAdmin,
} from '../support/processes';
import { Answer, createAndReadStore, missionDates, send } from '../support/store-flow';

const MEMBERS = 8;

interface Card {
  id: number;
  member: string;
  memberNo: number;
  answered: number;
}

describe('standalone mode killed with kill -9 while members stamp (embedded Postgres)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stamp-crash-'));
  let app: AppProcess | undefined;

  afterAll(async () => {
    if (app) {
      await stopApp(app);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens again after the crash with every stamp it answered 200', async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    };
    const baseUrl = `http://127.0.0.1:${port}`;
    app = startApp('standalone', 'dist/apps/standalone/src/main.js', env);
    await waitForReady(baseUrl, [app]);
    const admin = await logInAsAdmin(baseUrl);
    const store = await createAndReadStore(baseUrl, admin);
    const mission = (await send(baseUrl, 'POST', '/api/v1/mission/create', admin, {
      store_id: store.id,
      name: 'Crash test',
      max_stamp_count: 100,
      ...missionDates(),
    })) as Answer<{ mission: { id: number } }>;
    expect(mission.status).toBe(201);
    const cards: Card[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const email = `crash-${String(i)}-${Date.now().toString(36)}@example.ph`;
      const signUp = (await send(
        baseUrl,
        'POST',
        '/wifi-user/signup',
        undefined,
        signUpInput(email, 'crash-pass-1'),
      )) as Answer<{ bbs_no: number }>;
      const login = (await send(baseUrl, 'POST', '/wifi-user/login', undefined, {
        email,
        password: 'crash-pass-1',
      })) as Answer<{ token: string }>;
      const card = (await send(baseUrl, 'POST', '/api/v1/coupon/create', login.body.token, {
        user_id: signUp.body.bbs_no,
        mission_id: mission.body.mission.id,
      })) as Answer<{ id: number }>;
      expect(card.status).toBe(201);
      cards.push({ id: card.body.id, member: login.body.token, memberNo: signUp.body.bbs_no, answered: 0 });
    }

    // Every member stamps without pause; the product is killed mid-stream.
    let stamping = true;
    const members = cards.map(async (card) => {
      while (stamping) {
        let stamp: Answer<unknown>;
        try {
          stamp = await send(baseUrl, 'POST', `/api/v1/coupon/${String(card.id)}/add`, card.member, {
            password: storeInput().password,
          });
        } catch {
          return; // the connection died with the process: this stamp was never answered
        }
        expect(stamp.status).toBe(200);
        card.answered++;
      }
    });
    while (cards.reduce((sum, card) => sum + card.answered, 0) < 100) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    app.child.kill('SIGKILL');
    await Promise.all(members);
    stamping = false;

    expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(true);
    app = startApp('standalone', 'dist/apps/standalone/src/main.js', env);
    await waitForReady(baseUrl, [app]);
    expect(app.output()).toContain('the last run did not stop cleanly');
    for (const card of cards) {
      const stored = (await send(
        baseUrl,
        'GET',
        `/api/v1/coupon/member=${String(card.memberNo)}/mission=${String(mission.body.mission.id)}`,
        card.member,
        undefined,
      )) as Answer<{ id: number; stamp_count: number }>;
      expect(stored.status).toBe(200);
      // Every stamp answered 200 is there; at most the one in flight at the kill is there unanswered.
      expect(stored.body.stamp_count).toBeGreaterThanOrEqual(card.answered);
      expect(stored.body.stamp_count).toBeLessThanOrEqual(card.answered + 1);
    }
  });

  it('refuses a second start on the same DATA_DIR while the first runs, saying what to do', async () => {
    const second = startApp('standalone', 'dist/apps/standalone/src/main.js', {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    });
    const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));

    expect(code).toBe(1);
    expect(second.output()).toContain(
      `is in use by another running Stamp (process ${String(app?.child.pid)})`,
    );
    expect(second.output()).toContain(
      'How to fix: stop that process first, or start this one with another DATA_DIR.',
    );
  });
});
