// The stamping benchmark's load generator: wrk when the machine has it (Debian's package `wrk`), else
// autocannon. Both keep CONNECTIONS requests in flight over keep-alive connections, each request a stamp on
// the next card in turn. wrk is written in C and costs a quarter to a third of autocannon's CPU per
// request: on a two-CPU machine that the system under test shares with its load, the load's own CPU is
// taken from the gateway, the services and Postgres (docs/benchmarks.md).
import { spawn } from 'node:child_process';
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

function stampBody(card) {
  return JSON.stringify({ password: card.password });
}

function stampHeaders(card) {
  return { 'content-type': 'application/json', authorization: `Bearer ${card.token}` };
}

function stampPath(card) {
  return `/api/v1/coupon/${card.id}/add`;
}

/**
 * Stamps on `cards` in turn for `seconds` with `connections` requests in flight. The answer is the same
 * whichever tool ran: ok (2xx), non2xx, errors (connection errors), timeouts, and latency in ms.
 */
export function runLoad({ baseUrl, cards, seconds, connections, workDir }) {
  return loadGeneratorName() === 'wrk'
    ? runWrk(baseUrl, cards, seconds, connections, workDir)
    : runAutocannon(baseUrl, cards, seconds, connections);
}

async function runAutocannon(baseUrl, cards, seconds, connections) {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const card = cards[next++ % cards.length];
          request.path = stampPath(card);
          request.headers = stampHeaders(card);
          request.body = stampBody(card);
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

/** One raw HTTP/1.1 request per card, written into the Lua script that wrk sends them from. */
function wrkScript(baseUrl, cards) {
  const { host } = new URL(baseUrl);
  const requests = cards.map((card) => {
    const body = stampBody(card);
    const headers = Object.entries({ host, ...stampHeaders(card), 'content-length': Buffer.byteLength(body) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const text = `POST ${stampPath(card)} HTTP/1.1\r\n${headers}\r\n${body}`;
    if (!/^[\x20-\x7e\r\n]*$/.test(text)) {
      throw new Error('a bench request is not printable ASCII');
    }
    // A JSON string literal of printable ASCII is a valid Lua string literal.
    return `  ${JSON.stringify(text)},`;
  });
  return [
    'local stamps = {',
    ...requests,
    '}',
    'local next = 0',
    'request = function()',
    '  next = next % #stamps + 1',
    '  return stamps[next]',
    'end',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("WRK_RESULT %d %d %d %d %d %d %d\\n", summary.requests, e.status,',
    '    e.connect + e.read + e.write, e.timeout, latency:percentile(50), latency:percentile(99), latency.max))',
    'end',
    '',
  ].join('\n');
}

async function runWrk(baseUrl, cards, seconds, connections, workDir) {
  // The cards and the gateway are the same for every phase of a run, and workDir is the run's own.
  const script = join(workDir, 'stamps.lua');
  if (!existsSync(script)) {
    writeFileSync(script, wrkScript(baseUrl, cards));
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
  // wrk counts an answer of 400 or more as a status error, within `requests`; the stamp route answers only
  // 200 or 4xx/5xx, so the rest is the 2xx answers.
  return {
    ok: requests - non2xx,
    non2xx,
    errors,
    timeouts,
    latency: { p50: ms(p50), p99: ms(p99), max: ms(max) },
  };
}
