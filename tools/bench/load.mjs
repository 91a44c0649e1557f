// The benchmark's load generator: wrk when the machine has it (Debian's package `wrk`), else autocannon.
// Both keep CONNECTIONS requests in flight over keep-alive connections, each request the next of a list in
// turn (a stamp on the next card, the next member's inbox, ...). wrk is written in C and costs a quarter to a third of autocannon's CPU per
// request: on a two-CPU machine that the system under test shares with its load, the load's own CPU is
// taken from the gateway, the services and Postgres (docs/benchmarks.md).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

const WRK = process.env.BENCH_WRK ?? '/usr/bin/wrk';

/** `wrk` or `autocannon`: BENCH_LOAD chooses; by default wrk when it is installed. */
export function loadGeneratorName() {
  const chosen = process.env.BENCH_LOAD ?? (existsSync(WRK) ? 'wrk' : 'autocannon');
  if (chosen !== 'wrk' && chosen !== 'autocannon') {
    throw new Error(`BENCH_LOAD must be wrk or autocannon, not ${chosen}`);
  }
  return chosen;
}

/** Stands for a new Idempotency-Key in a request of the list: each request sent gets a key of its own. */
const NEW_KEY = '__NEW_IDEMPOTENCY_KEY__';

/** The `Accept-Encoding` Chrome on a phone sends with every request. */
export const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * A stamp on `card` as a bench request, as the phone sends it: the member's token, the store's password, an
 * Idempotency-Key of its own (the web app gives every tap one; a bench without it measured a path no client
 * takes) and the browser's `Accept-Encoding` (a stamp's answer, some 700 bytes, is below the size the gateway
 * compresses; a larger one would be compressed for the phone, and here too).
 */
export function stampRequest(card) {
  return {
    method: 'POST',
    path: `/api/v1/coupon/${card.id}/add`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${card.token}`,
      'idempotency-key': NEW_KEY,
      'accept-encoding': PHONE_ACCEPT_ENCODING,
    },
    body: JSON.stringify({ password: card.password }),
  };
}

/** The request's headers with a new key where it asks for one. */
function withNewKey(headers = {}) {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, value === NEW_KEY ? randomUUID() : value]),
  );
}

/**
 * Sends `requests` ({method, path, headers?, body?}) in turn for `seconds` with `connections` in flight. The
 * answer is the same whichever tool ran: ok (2xx), non2xx, errors (connection errors), timeouts, and
 * latency in ms. `name` names the wrk script of this request list within the run's `workDir`.
 */
export function runLoad({ baseUrl, requests, seconds, connections, workDir, name = 'stamps' }) {
  return loadGeneratorName() === 'wrk'
    ? runWrk(baseUrl, requests, seconds, connections, join(workDir, `${name}.lua`))
    : runAutocannon(baseUrl, requests, seconds, connections);
}

async function runAutocannon(baseUrl, requests, seconds, connections) {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length];
          request.method = chosen.method;
          request.path = chosen.path;
          request.headers = withNewKey(chosen.headers);
          request.body = chosen.body;
          return request;
        },
      },
    ],
  });
  return {
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
}

/** One raw HTTP/1.1 request per entry, written into the Lua script that wrk sends them from. */
function wrkScript(baseUrl, requests) {
  const { host } = new URL(baseUrl);
  const lines = requests.map(({ method, path, headers = {}, body }) => {
    const all = {
      host,
      ...headers,
      ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
    };
    const head = Object.entries(all)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const text = `${method} ${path} HTTP/1.1\r\n${head}\r\n${body ?? ''}`;
    if (!/^[\x20-\x7e\r\n]*$/.test(text)) {
      throw new Error('a bench request is not printable ASCII');
    }
    // A JSON string literal of printable ASCII is a valid Lua string literal.
    return `  ${JSON.stringify(text)},`;
  });
  // A new key per request sent: this script's own prefix, the second wrk started at (the script serves every
  // phase of a run), and a counter.
  const prefix = randomBytes(6).toString('hex');
  return [
    'local list = {',
    ...lines,
    '}',
    'local next = 0',
    'local sent = 0',
    `local prefix = "bench-${prefix}-" .. os.time() .. "-"`,
    'request = function()',
    '  next = next % #list + 1',
    '  sent = sent + 1',
    `  return (string.gsub(list[next], "${NEW_KEY}", prefix .. sent))`,
    'end',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("WRK_RESULT %d %d %d %d %d %d %d\\n", summary.requests, e.status,',
    '    e.connect + e.read + e.write, e.timeout, latency:percentile(50), latency:percentile(99), latency.max))',
    'end',
    '',
  ].join('\n');
}

async function runWrk(baseUrl, list, seconds, connections, script) {
  // A request list and its server are the same for every phase of a run, and the script is the run's own.
  if (!existsSync(script)) {
    writeFileSync(script, wrkScript(baseUrl, list));
  }
  // One thread: wrk's event loop keeps 50 connections busy with a few percent of one CPU.
  const args = ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', script];
  const output = await new Promise((resolve, reject) => {
    const child = spawn(WRK, [...args, baseUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`wrk exited with ${code}:\n${stdout}\n${stderr}`)),
    );
  });
  const line = /WRK_RESULT ([\d ]+)/.exec(output);
  if (!line) {
    throw new Error(`wrk printed no result:\n${output}`);
  }
  const [requests, non2xx, errors, timeouts, p50, p99, max] = line[1].trim().split(' ').map(Number);
  const ms = (micros) => Math.round(micros / 100) / 10;
  // wrk counts an answer of 400 or more as a status error, within `requests`; the benched routes answer only
  // 200 or 4xx/5xx, so the rest is the 2xx answers.
  return {
    ok: requests - non2xx,
    non2xx,
    errors,
    timeouts,
    latency: { p50: ms(p50), p99: ms(p99), max: ms(max) },
  };
}
