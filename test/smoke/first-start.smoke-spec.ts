import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_BYTES } from '../support/fixtures';
import {
  AppProcess,
  freePort,
  startApp,
  stopApp,
  waitForReady,
  TEST_ADMIN_PASSWORD,
  logInAsAdmin,
} from '../support/processes';
import { createAndReadStore } from '../support/store-flow';

const STANDALONE = 'dist/apps/standalone/src/main.js';

/** The app's exit code once it has exited by itself (a start-up failure). */
async function exitOf(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode !== null) {
    return app.child.exitCode;
  }
  return new Promise((resolve) => app.child.once('exit', resolve));
}

describe('the first start (what a new user sees)', () => {
  let app: AppProcess | undefined;

  afterEach(async () => {
    if (app) {
      await stopApp(app);
      app = undefined;
    }
  });

  it('follows PORT: the printed login URL and the image URLs are on that port, and serve the bytes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stamp-first-'));
    const port = await freePort();
    const baseUrl = `http://localhost:${String(port)}`;
    app = startApp('standalone', STANDALONE, {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_FORMAT: 'pretty',
      BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
    await waitForReady(baseUrl, [app]);

    const console = app.output();
    expect(console).toContain(`Stamp is running on http://localhost:${String(port)}`);
    expect(console).toContain(`Log in at: http://localhost:${String(port)}/admin/login`);
    // The address and the first administrator's password come last; Nest's route list is not there.
    expect(console.indexOf('Stamp is running on')).toBeLessThan(console.indexOf('Log in at:'));
    expect(console.trimEnd().endsWith('='.repeat(72))).toBe(true);
    expect(console).not.toMatch(/Mapped \{|RoutesResolver|^\{"level"/m);
    const admin = await logInAsAdmin(baseUrl);
    const store = await createAndReadStore(baseUrl, admin);
    const form = new FormData();
    form.append('images', new Blob([PNG_BYTES], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(
      `${baseUrl}/api/v1/upload/image/store=${String(store.id)}/type=representative`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      },
    );
    expect(uploaded.status).toBe(201);
    const { images } = (await uploaded.json()) as { images: { key: string }[] };
    const urls = await fetch(`${baseUrl}/api/v1/images/url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keys: images.map((image) => image.key) }),
    });
    const [url] = ((await urls.json()) as { urls: string[] }).urls;
    expect(url).toMatch(new RegExp(`^http://localhost:${String(port)}/api/v1/images/file/`));
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(bytes.equals(PNG_BYTES)).toBe(true);
  });

  it('stops with a clear message on a bad setting of any app, before it opens or migrates any database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stamp-first-'));
    app = startApp('standalone', STANDALONE, {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      MISSION_TIME_ZONE: 'Mars/Base',
      LOG_LEVEL: 'warn',
    });

    expect(await exitOf(app)).toBe(1);
    expect(app.output()).toContain(
      [
        'Invalid configuration for gateway, store-service, loyalty-service, push-service:',
        '  - gateway: MISSION_TIME_ZONE must be an IANA time zone, e.g. Asia/Manila',
        '  - store-service: MISSION_TIME_ZONE must be an IANA time zone, e.g. Asia/Manila',
        '  - loyalty-service: MISSION_TIME_ZONE must be an IANA time zone, e.g. Asia/Manila',
        '  - push-service: MISSION_TIME_ZONE must be an IANA time zone, e.g. Asia/Manila',
        'Nothing was started (no database was opened): correct the settings above and start again.',
      ].join('\n'),
    );
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  });

  it('names every bad setting of every app in one go', async () => {
    app = startApp('standalone', STANDALONE, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stamp-first-')),
      PORT: '99999',
      MISSION_TIME_ZONE: 'Mars/Base',
      PUSH_OWNER_DAILY_LIMIT: 'many',
    });

    expect(await exitOf(app)).toBe(1);
    expect(app.output()).toMatch(/gateway: PORT must be a port number/);
    expect(app.output()).toMatch(/loyalty-service: MISSION_TIME_ZONE must be an IANA time zone/);
    expect(app.output()).toMatch(/push-service: PUSH_OWNER_DAILY_LIMIT/);
  });

  it('names the database it could not reach and how to fix it', async () => {
    app = startApp('standalone', STANDALONE, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stamp-first-')),
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://stamp:secret-pw@127.0.0.1:${String(await freePort())}/stamp`,
      LOG_LEVEL: 'warn',
    });

    expect(await exitOf(app)).toBe(1);
    const output = app.output();
    expect(output).toMatch(/Could not start: PostgreSQL failed: .*ECONNREFUSED/);
    expect(output).toContain('How to fix: start PostgreSQL, or set DATABASE_URL');
    expect(output).not.toContain('secret-pw');
  });
});
