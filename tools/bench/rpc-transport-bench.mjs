// The CPU a request costs the caller (the gateway's side) and the service over real NATS on Nest's NATS
// transport: NatsRpcClient (`nest`: ClientNats with one reply inbox per connection) against plain ClientNats
// (`plain`: a new inbox subscribed and unsubscribed per request), both to the same NatsRpcServer (ServerNats)
// behind BusServer and the full Nest pipeline; interleaved rounds (docs/decisions/0013, docs/benchmarks.md).
//
//   npm run bench:rpc                   build the server, then measure (nest, plain; 6 rounds of 5 s)
//   RPC_BENCH_SECONDS=5 RPC_BENCH_ROUNDS=6 RPC_BENCH_CONCURRENCY=50 NATS_URL=nats://127.0.0.1:4222 ...
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import 'reflect-metadata';

const require = createRequire(import.meta.url);
const { Controller, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { ClientNats, MessagePattern } = require('@nestjs/microservices');
const { NatsBus, NatsRpcClient } = require('@stamp/server-kit/bus');
const { createLogger } = require('@stamp/server-kit/logging');
const {
  BusServer,
  MessageTelemetryInterceptor,
  NatsRpcServer,
  WireErrorFilter,
} = require('@stamp/server-kit/service');

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const SECONDS = Number(process.env.RPC_BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.RPC_BENCH_ROUNDS ?? 6);
const CONCURRENCY = Number(process.env.RPC_BENCH_CONCURRENCY ?? 50);
// RPC_BENCH_PATHS=nest: measure only some of the paths (e.g. under node --cpu-prof).
const PATHS = (process.env.RPC_BENCH_PATHS ?? 'nest,plain').split(',');
const RUN = process.env.RPC_BENCH_RUN ?? `rpcbench${Date.now().toString(36)}`;
const SUBJECT = 'bench.echo';
const logger = createLogger('rpc-bench', 'warn', 'json');
const namespace = `${RUN}-nest`;

/** NatsRpcClient with ClientNats's own publish (a new inbox subscribed and unsubscribed per request). */
class PlainClientNats extends NatsRpcClient {
  publish(packet, callback) {
    return ClientNats.prototype.publish.call(this, packet, callback);
  }
}

// --- The service: one controller on NatsRpcServer ---

class EchoController {
  echo(data) {
    return Promise.resolve({ id: data.id, name: data.name, open: true });
  }
}
MessagePattern(SUBJECT)(
  EchoController.prototype,
  'echo',
  Object.getOwnPropertyDescriptor(EchoController.prototype, 'echo'),
);
Controller()(EchoController);

async function serve() {
  const bus = await NatsBus.connect({ url: NATS_URL, namespace, logger, name: 'rpc-bench-service' });
  class EchoModule {}
  Module({ controllers: [EchoController] })(EchoModule);
  const requests = new NatsRpcServer({
    connection: bus.connection,
    namespace,
    queue: 'bench-service',
    logger,
  });
  const app = await NestFactory.createMicroservice(EchoModule, {
    strategy: new BusServer({ bus, requests, service: 'bench', inbox: {}, logger }),
    logger: false,
  });
  app.useGlobalInterceptors(new MessageTelemetryInterceptor('bench', logger));
  app.useGlobalFilters(new WireErrorFilter(logger));
  await app.listen();
  process.send?.('ready');
  process.on('message', async (message) => {
    if (message === 'stop') {
      await app.close();
      await bus.deleteStream();
      await bus.close();
      process.exit(0);
    }
  });
}

// --- The caller (the gateway's side) ---

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function processCpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function ownCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

async function load(client, seconds) {
  const def = { subject: SUBJECT };
  const until = performance.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  let n = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const id = n++;
      try {
        await client.request(def, { id, name: 'Kape ni Ana' }, { requestId: `req-${id}` });
        ok += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ok, failed };
}

async function measure(client, serverPid) {
  const callerBefore = ownCpuSeconds();
  const serverBefore = processCpuSeconds(serverPid);
  const started = performance.now();
  const { ok, failed } = await load(client, SECONDS);
  const wall = (performance.now() - started) / 1000;
  const caller = ownCpuSeconds() - callerBefore;
  const server = processCpuSeconds(serverPid) - serverBefore;
  return {
    ok,
    failed,
    perSecond: ok / wall,
    callerUsPerRequest: (caller / ok) * 1e6,
    serverUsPerRequest: (server / ok) * 1e6,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  const server = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, RPC_BENCH_RUN: RUN },
    execArgv: [],
  });
  await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`the bench service exited (${String(code)})`)));
  });
  const bus = await NatsBus.connect({ url: NATS_URL, namespace, logger, name: 'rpc-bench' });
  const clients = {
    nest: bus.client,
    // Nest's ClientNats unchanged on the same server: what NatsRpcClient's shared reply inbox saves.
    plain: new PlainClientNats({ connection: bus.connection, namespace }),
  };
  // Warm-up: every path, JIT and connections.
  for (const client of Object.values(clients)) {
    await load(client, 2);
  }
  const results = { nest: [], plain: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['nest', 'plain'] : ['plain', 'nest'];
    for (const path of order.filter((name) => PATHS.includes(name))) {
      const result = await measure(clients[path], server.pid);
      results[path].push(result);
      console.log(
        `round ${round + 1} ${path.padEnd(5)}  ${result.perSecond.toFixed(0).padStart(6)} req/s  ` +
          `caller ${result.callerUsPerRequest.toFixed(1)} µs/req  service ${result.serverUsPerRequest.toFixed(1)} µs/req` +
          (result.failed ? `  failed ${result.failed}` : ''),
      );
    }
  }
  const summary = Object.fromEntries(
    Object.entries(results)
      .filter(([, rounds]) => rounds.length > 0)
      .map(([path, rounds]) => [
        path,
        {
          perSecond: Number(median(rounds.map((r) => r.perSecond)).toFixed(0)),
          callerUsPerRequest: Number(median(rounds.map((r) => r.callerUsPerRequest)).toFixed(1)),
          serverUsPerRequest: Number(median(rounds.map((r) => r.serverUsPerRequest)).toFixed(1)),
          failed: rounds.reduce((sum, r) => sum + r.failed, 0),
        },
      ]),
  );
  const ratio = (path, key, base) =>
    summary[path] && summary[base] ? Number((summary[path][key] / summary[base][key]).toFixed(3)) : null;
  const ratios = (path, base) =>
    Object.fromEntries(
      ['perSecond', 'callerUsPerRequest', 'serverUsPerRequest'].map((key) => [key, ratio(path, key, base)]),
    );
  console.log(
    JSON.stringify(
      {
        seconds: SECONDS,
        rounds: ROUNDS,
        concurrency: CONCURRENCY,
        median: summary,
        plainClientNatsOverNest: ratios('plain', 'nest'),
      },
      null,
      2,
    ),
  );
  await bus.close();
  server.send('stop');
  await new Promise((resolve) => server.once('exit', resolve));
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  await main();
}
