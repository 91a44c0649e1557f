import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AppProcess,
  freePort,
  startApp,
  stopApp,
  waitForReady,
  TEST_ADMIN_PASSWORD,
  logInAsAdmin,
} from '../support/processes';
import { createAndReadStore, stampCardToTicket } from '../support/store-flow';

describe('standalone mode (what npm start runs)', () => {
  let app: AppProcess | undefined;

  afterEach(async () => {
    if (app) {
      await stopApp(app);
    }
  });

  it('boots on embedded Postgres and the in-process bus with a fresh DATA_DIR, and keeps data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stamp-smoke-'));
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    };
    app = startApp('standalone', 'dist/apps/standalone/src/main.js', env);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForReady(baseUrl, [app]);
    const admin = await logInAsAdmin(baseUrl);
    const store = await createAndReadStore(baseUrl, admin);
    await stampCardToTicket(baseUrl, admin, store.id);
    // The dashboard's statements (a data-modifying CTE, LATERAL, time zones) on the embedded Postgres.
    const dashboard = async (path: string) => {
      const response = await fetch(`${baseUrl}/api/v1/dashboard/${path}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    const activity = (await dashboard('activity?days=2')) as { days: Record<string, unknown>[] };
    expect(activity.days.at(-1)).toMatchObject({ stamps: 3, completed_cards: 1, new_members: 1 });
    expect(await dashboard('guessing-alerts')).toEqual([]);

    await stopApp(app);
    app = startApp('standalone', 'dist/apps/standalone/src/main.js', env);
    await waitForReady(baseUrl, [app]);
    const again = await fetch(`${baseUrl}/api/v1/store/${store.id}`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { name: string }).name).toBe(store.name);
  });
});
