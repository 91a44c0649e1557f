import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT, freePort, startApp, stopApp, waitForReady } from '../../../../test/support/processes';

/** The first super master the product creates on its first start (docs/identity.md). */
export const BOOTSTRAP_ADMIN = {
  id: 'admin',
  password: 'e2e-super-master-1',
  name: 'Super Master',
} as const;

/** What the global setup hands to the test workers, through the environment. */
export const PRODUCT_ENV = { baseUrl: 'E2E_BASE_URL', dataDir: 'E2E_DATA_DIR' } as const;

const ENTRY = 'dist/apps/standalone/src/main.js';
const WEB_INDEX = 'apps/web/dist/index.html';

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built product exactly as `npm start` runs it (tools/start.mjs: the standalone launcher, embedded
 * Postgres, the in-process bus) on a free port with a fresh DATA_DIR and a known first super master, and any
 * further settings in `env`. Mail is written to DATA_DIR/mail (no SMTP_URL); reset links point at this server
 * (PUBLIC_URL). `stop` ends it, keeps its output in `logFile` and removes the data folder.
 */
export async function startProduct(
  logFile: string,
  env: Record<string, string> = {},
): Promise<RunningProduct> {
  for (const built of [ENTRY, WEB_INDEX]) {
    if (!existsSync(join(ROOT, built))) {
      throw new Error(`${built} is missing: build first (npm run build), or run npm run e2e, which builds`);
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'stamp-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = startApp('standalone', ENTRY, {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    BOOTSTRAP_ADMIN_ID: BOOTSTRAP_ADMIN.id,
    BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password,
    ...env,
  });
  const stop = async (): Promise<void> => {
    await stopApp(app);
    await mkdir(join(logFile, '..'), { recursive: true });
    await writeFile(logFile, app.output());
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(baseUrl, [app]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

/** A value the global setup put in the environment; a clear error when a test runs without it. */
export function productEnv(name: keyof typeof PRODUCT_ENV): string {
  const value = process.env[PRODUCT_ENV[name]];
  if (!value) {
    throw new Error(
      `${PRODUCT_ENV[name]} is not set: run the tests through apps/web/e2e/playwright.config.ts`,
    );
  }
  return value;
}
