import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpInput, storeInput } from '../support/fixtures';
import {
  AppProcess,
  TEST_ADMIN_PASSWORD,
  freePort,
  logInAsAdmin,
  startApp,
  stopApp,
  waitForReady,
} from '../support/processes';
import { FUZZ_TARGET_ENV, FuzzTarget } from './fuzz-target';
import { OpenApiDocument } from './openapi-operations';

declare global {
  var stampFuzzProduct: AppProcess | undefined;
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`fuzz set-up: ${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * Starts the built standalone product (what `npm start` runs) on a free port with a fresh DATA_DIR, and
 * makes one caller of each kind: a member (signed up and logged in), a store owner (a store made by the
 * administrator, logged in) and the first administrator.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stamp-fuzz-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'console.log');
  const app = startApp('standalone', 'dist/apps/standalone/src/main.js', {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  });
  globalThis.stampFuzzProduct = app;
  const log = createWriteStream(logFile);
  app.child.stdout?.pipe(log);
  app.child.stderr?.pipe(log);
  try {
    await waitForReady(baseUrl, [app]);
    process.env[FUZZ_TARGET_ENV] = await prepare(baseUrl, dataDir, logFile);
  } catch (error) {
    await stopApp(app);
    throw error;
  }
}

/** The callers and the document, written to a file the spec reads; returns the file. */
async function prepare(baseUrl: string, dataDir: string, logFile: string): Promise<string> {
  const document = (await (await fetch(`${baseUrl}/api/docs-json`)).json()) as OpenApiDocument;
  const admin = await logInAsAdmin(baseUrl);
  const ownerPassword = 'Fuzz-owner-pass-2026';
  const store = storeInput({ owner_password: ownerPassword });
  const { id: storeId } = await call<{ id: number }>(baseUrl, 'POST', '/api/v1/store/create', store, admin);
  const { code } = await call<{ code: string }>(
    baseUrl,
    'GET',
    `/api/v1/store/${String(storeId)}`,
    undefined,
    admin,
  );
  const owner = await call<{ token: string }>(baseUrl, 'POST', '/api/v1/store/login', {
    code,
    email: store.email,
    password: ownerPassword,
  });
  const email = `fuzz-${Date.now().toString(36)}@example.ph`;
  const password = 'fuzz-pass-1';
  await call(baseUrl, 'POST', '/wifi-user/signup', signUpInput(email, password));
  const member = await call<{ token: string }>(baseUrl, 'POST', '/wifi-user/login', { email, password });
  const target: FuzzTarget = {
    baseUrl,
    logFile,
    document,
    tokens: {
      'a member': member.token,
      'a store owner': owner.token,
      'an administrator': admin,
    },
  };
  const file = join(dataDir, 'fuzz-target.json');
  writeFileSync(file, JSON.stringify(target));
  return file;
}

export async function stopFuzzProduct(): Promise<void> {
  if (globalThis.stampFuzzProduct) {
    await stopApp(globalThis.stampFuzzProduct);
  }
}
