// `npm start`: installs dependencies if missing or older than the lockfile, builds if the sources are newer
// than the build, then runs the whole product in one process (embedded Postgres and in-process bus unless
// DATABASE_URL/NATS_URL are set). Settings come from the environment and from `.env` at the root, if there is
// one (`.env.example` lists them all); a variable set in the environment wins.
//
// `npm run demo` (or `DEMO=1 npm start`) does the same, then fills the empty database with the demo sample
// through the gateway (tools/demo, docs/demo.md) and prints the logins to try; on a database that already
// holds stores or members it writes nothing, stops the product and exits 1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dotEnv = join(root, '.env');
if (existsSync(dotEnv)) {
  process.loadEnvFile(dotEnv);
  console.log('Settings from .env read (the environment wins over it).');
}
const demo = process.argv.includes('--demo') || process.env.DEMO === '1';
/** The first administrator's password on a first start in demo mode, unless BOOTSTRAP_ADMIN_PASSWORD says. */
const DEMO_ADMIN_PASSWORD = 'Demo-admin-2026';
if (demo) {
  process.env.BOOTSTRAP_ADMIN_PASSWORD ??= DEMO_ADMIN_PASSWORD;
}
const entry = join(root, 'dist/apps/standalone/src/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');
const installed = join(root, 'node_modules/.package-lock.json');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    if (name.name === 'node_modules' || name.name === 'dist') continue;
    const path = join(dir, name.name);
    newest = Math.max(newest, name.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// The committed lockfile is installed exactly (`npm ci`, no fallback that would hide drift), with the
// devDependencies the build needs even when the host sets NODE_ENV=production.
if (
  !existsSync(installed) ||
  statSync(installed).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs
) {
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error']);
}

const sources = Math.max(...['apps', 'libs', 'tools'].map((dir) => newestMtime(join(root, dir))));
const built =
  existsSync(entry) && existsSync(webIndex)
    ? Math.min(statSync(entry).mtimeMs, statSync(webIndex).mtimeMs)
    : 0;
if (built < sources) {
  console.log('Building...');
  run('npm', ['run', 'build', '--silent']);
}

const child = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
// A demo that refused (or failed) stops the product and makes the whole command fail.
let demoFailed = false;
child.on('exit', (code) => process.exit(demoFailed ? 1 : (code ?? 0)));

/** Waits until the product answers GET /readyz (it exits by itself if it cannot start). */
async function waitForReady(baseUrl) {
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (demo) {
  const baseUrl = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  await waitForReady(baseUrl);
  const seeding = spawn(process.execPath, [join(root, 'dist/tools/demo/demo.js'), baseUrl], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  seeding.on('exit', (code) => {
    if (code !== 0) {
      demoFailed = true;
      child.kill('SIGTERM');
    }
  });
}
