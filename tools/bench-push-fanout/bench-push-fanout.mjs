// Push fan-out benchmark (npm run bench:push-fanout): a broadcast to 100,000 fake devices, delivered by 1, 2
// and 4 push-service replicas (each its own process, real Postgres and NATS) through a local HTTP/2 server
// standing in for FCM that answers after FANOUT_FCM_DELAY_MS (50). Prints notifications/s and push-service
// CPU per notification for each replica count, and the projected time for 1,000,000 devices at 10 replicas.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { databaseUrl, freePort, query, spawnApp, waitForReady } from '../bench-kit/cluster.mjs';
import { certificate, fakeFcm } from '../bench-kit/fake-fcm.mjs';
import { seedFanOutAudience, writeFanOutBroadcast } from '../../dist/tools/bench-kit/fan-out-audience.js';

const DEVICES = Number(process.env.FANOUT_DEVICES ?? 100_000);
const DELAY_MS = Number(process.env.FANOUT_FCM_DELAY_MS ?? 50);
const REPLICAS = (process.env.FANOUT_REPLICAS ?? '1,2,4').split(',').map(Number);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
/** A folder for each replica's V8 CPU profile (`node --cpu-prof`), to see where the push CPU goes. */
const CPU_PROFILE_DIR = process.env.FANOUT_CPU_PROF;
const CPU_TARGET_MS = 0.3;
const CLOCK_TICKS = 100;

/** User + system CPU of a process so far, in milliseconds (Linux /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function stop(replicas) {
  await Promise.all(
    replicas.map(
      (app) =>
        new Promise((resolve) => {
          if (app.child.exitCode !== null) {
            resolve();
            return;
          }
          app.child.once('exit', resolve);
          app.child.kill('SIGTERM');
        }),
    ),
  );
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fanout-'));
  const tls = certificate(dir);
  const fcm = await fakeFcm(tls, { delayMs: DELAY_MS });
  const database = `stamp_bench_fanout_${Date.now()}`;
  await query(ADMIN_URL, `CREATE DATABASE "${database}"`);
  const url = databaseUrl(ADMIN_URL, database);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = {
    DATABASE_URL: url,
    NATS_URL,
    BUS_NAMESPACE: `fanout${Date.now()}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: dir,
    NODE_EXTRA_CA_CERTS: tls.file,
    FCM_PROJECT_ID: 'bench',
    FCM_CLIENT_EMAIL: 'bench@bench.iam.gserviceaccount.com',
    FCM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    FCM_API_URL: fcm.url,
    FCM_TOKEN_URL: `${fcm.url}/token`,
    PUSH_DELIVERY_POLL_MS: '200',
  };
  const cores = Number(execFileSync('nproc').toString().trim());
  console.log(
    `Push fan-out benchmark: ${DEVICES.toLocaleString('en')} devices, fake FCM over HTTP/2 answering after ${DELAY_MS} ms, ${cores} CPU cores`,
  );
  const db = (sql, params) => query(url, sql, params);
  const results = [];
  let seeded = false;
  try {
    for (const count of REPLICAS) {
      const replicas = [];
      for (let i = 0; i < count; i++) {
        const opsPort = await freePort();
        const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
        const app = spawnApp('push-service', { ...env, OPS_PORT: String(opsPort) }, profile);
        replicas.push(app);
        await waitForReady(`http://127.0.0.1:${opsPort}`, [app]);
      }
      if (!seeded) {
        await seedFanOutAudience(db, { members: DEVICES / 2, devicesPerMember: 2, tokenPrefix: 'bench' });
        seeded = true;
      }
      const before = replicas.map((app) => cpuMs(app.child.pid));
      const started = performance.now();
      const messageId = await writeFanOutBroadcast(db, `Fan-out with ${count} replicas`);
      for (;;) {
        const [job] = await query(
          url,
          'SELECT finished_at IS NOT NULL AS done, sent FROM push.deliveries WHERE message_id = $1',
          [messageId],
        );
        if (job.done) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      const cpu = replicas.reduce((sum, app, i) => sum + cpuMs(app.child.pid) - before[i], 0);
      const received = fcm.sends.get(String(messageId)) ?? 0;
      await stop(replicas);
      if (received < DEVICES) {
        const [unsent] = await query(url, 'SELECT failed FROM push.deliveries WHERE message_id = $1', [
          messageId,
        ]);
        console.log(`  ${count} replica(s): ${unsent.failed} devices failed; the replicas' logs:`);
        for (const app of replicas) {
          console.log(app.output().split('\n').slice(-20).join('\n'));
        }
      }
      const result = {
        count,
        seconds,
        rate: received / seconds,
        cpuPerNotification: cpu / received,
        received,
      };
      results.push(result);
      console.log(
        `  ${count} replica(s): ${received.toLocaleString('en')} sent in ${seconds.toFixed(1)} s = ${result.rate.toFixed(0)} notifications/s; push CPU ${(cpu / 1000).toFixed(1)} s = ${result.cpuPerNotification.toFixed(3)} ms per notification`,
      );
    }
  } finally {
    await fcm.close();
    await query(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
  const one = results.find((r) => r.count === 1);
  const two = results.find((r) => r.count === 2);
  const cpu = Math.max(...results.map((r) => r.cpuPerNotification));
  const perReplica = Math.min(...results.map((r) => r.rate / r.count));
  const projected = 1_000_000 / (perReplica * 10);
  console.log('\nResults:');
  console.log(`  CPU per notification (worst): ${cpu.toFixed(3)} ms (target <= ${CPU_TARGET_MS} ms)`);
  if (one && two) {
    console.log(
      `  2 replicas / 1 replica: ${(two.rate / one.rate).toFixed(2)}x (target >= 1.8x when CPU is not the limit)`,
    );
  }
  const cpuLimit = one ? Math.floor((cores * 1000) / one.cpuPerNotification) : 0;
  console.log(
    `  this machine's ${cores} cores could send at most ~${cpuLimit.toLocaleString('en')} notifications/s at that CPU cost (shared with Postgres and the fake FCM)`,
  );
  console.log(
    `  projected 1,000,000 devices at 10 replicas (${perReplica.toFixed(0)}/s per replica, lowest measured): ${(projected / 60).toFixed(1)} min`,
  );
  const missed = results.filter((r) => r.received < DEVICES);
  const ok = missed.length === 0 && cpu <= CPU_TARGET_MS;
  console.log(
    `\n${ok ? 'PASS' : 'FAIL'}${missed.length ? `: ${missed.map((r) => r.count).join(', ')} replica run(s) missed devices` : ''}`,
  );
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
