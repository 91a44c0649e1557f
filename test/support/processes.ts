import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

export interface AppProcess {
  name: string;
  child: ChildProcess;
  output(): string;
}

/** Runs a built app (dist/...) as its own process with exactly this environment. */
export function startApp(name: string, entry: string, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, [join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, child, output: () => output };
}

export async function stopApp(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null) {
    return;
  }
  await new Promise<void>((resolve) => {
    app.child.once('exit', () => {
      resolve();
    });
    app.child.kill('SIGTERM');
    setTimeout(() => app.child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Waits until GET {url}/readyz answers 200. */
export async function waitForReady(url: string, apps: AppProcess[], timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = apps.find((app) => app.child.exitCode !== null);
    if (exited) {
      throw new Error(`${exited.name} exited early:\n${exited.output()}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `not ready within ${timeoutMs} ms:\n${apps.map((a) => `${a.name}: ${a.output()}`).join('\n')}`,
  );
}

export const SERVICE_APPS = ['store-service', 'member-service', 'loyalty-service', 'push-service'];

/**
 * The four services, each its own built process with this environment and an ops port of its own (a free
 * one: several runs, or other products, may share the machine). Returns the ops ports' base URLs.
 */
export async function startServiceApps(env: Record<string, string>, apps: AppProcess[]): Promise<string[]> {
  const opsUrls: string[] = [];
  for (const service of SERVICE_APPS) {
    const opsPort = await freePort();
    opsUrls.push(`http://127.0.0.1:${String(opsPort)}`);
    apps.push(startApp(service, `dist/apps/${service}/src/main.js`, { ...env, OPS_PORT: String(opsPort) }));
  }
  return opsUrls;
}

/** The first administrator's password in the tests that start the product as a process. */
export const TEST_ADMIN_PASSWORD = 'Smoke-admin-pass-2026';

/** Logs in as the first administrator (BOOTSTRAP_ADMIN_PASSWORD = TEST_ADMIN_PASSWORD) and returns the token. */
export async function logInAsAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ admin_id: 'admin', password: TEST_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`admin login: ${String(response.status)} ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}
