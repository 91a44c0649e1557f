import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { EventEnvelope, LoyaltyRequests, MemberRequests, RequestDef, StoreRequests } from '@stamp/contracts';
import {
  EventConsumerSpec,
  EventWatcher,
  MessageBus,
  RawEventHandler,
  RawRequestHandler,
  RequestOptions,
} from '@stamp/server-kit/bus';
import { loadConfig } from '@stamp/server-kit/config';
import { requestContext } from '@stamp/server-kit/logging';
import { ObjectStorage } from '@stamp/server-kit/storage';
import { TokenService } from './auth/token.service';
import { createGatewayApp } from './gateway.app';
import { etagOf } from './http/http-cache';
import { GatewaySettings } from './gateway.settings';
import { MemoryRateLimitStore } from './rate-limit/rate-limit.store';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

const SECRET = 'gateway-app-test-secret-of-32-characters';
const GIVEN_ID = 'abcdef12-given';

interface SentRequest {
  subject: string;
  requestId: string | undefined;
  /** The request context's id at the time of sending: the gateway opens none. */
  contextId: string | undefined;
}

/** A bus that answers each subject from a table (a function may throw) and records what was sent. */
class RecordingBus implements MessageBus {
  readonly sent: SentRequest[] = [];
  readonly answers = new Map<string, () => unknown>();

  answer(def: RequestDef<object, unknown>, reply: () => unknown): void {
    this.answers.set(def.subject, reply);
  }

  request(def: RequestDef<object, unknown>, _payload: unknown, options?: RequestOptions): Promise<never> {
    this.sent.push({
      subject: def.subject,
      requestId: options?.requestId,
      contextId: requestContext.requestId(),
    });
    const reply = this.answers.get(def.subject);
    if (!reply) {
      return Promise.reject(new Error(`no answer for ${def.subject}`));
    }
    return Promise.resolve().then(() => reply() as never);
  }

  serve(_subject: string, _queue: string, _handler: RawRequestHandler): Promise<void> {
    return Promise.resolve();
  }
  publish(_envelope: EventEnvelope): Promise<void> {
    return Promise.resolve();
  }
  consume(_spec: EventConsumerSpec, _handler: RawEventHandler): Promise<void> {
    return Promise.resolve();
  }
  watch(_watcher: EventWatcher): void {
    // no events in these tests
  }
  isReady(): boolean {
    return true;
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

const storage: ObjectStorage = {
  put: () => Promise.resolve(),
  putFile: () => Promise.resolve(),
  get: () => Promise.resolve(null),
  delete: () => Promise.resolve(),
  url: (key) => Promise.resolve(`http://127.0.0.1/${key}`),
};

/** The gateway's JSON log lines, as written. */
class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  }

  withMessage(msg: string): Record<string, unknown>[] {
    return this.lines.filter((line) => line.msg === msg);
  }
}

/** The `onResponse` hook logs once the answer is sent, which may be after the client has read it. */
async function requestLogged(log: LogLines): Promise<void> {
  for (let turn = 0; turn < 100 && log.withMessage('request').length === 0; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(createGatewayApp.name, () => {
  let sut: NestFastifyApplication;
  let bus: RecordingBus;
  let log: LogLines;
  let baseUrl: string;

  beforeEach(async () => {
    bus = new RecordingBus();
    log = new LogLines();
    const settings = loadConfig('gateway', GatewaySettings, { JWT_SECRET: SECRET, DATA_DIR: '/nonexistent' });
    sut = await createGatewayApp({
      settings,
      bus,
      storage,
      logger: pino({ level: 'info' }, log),
      rateLimitStore: new MemoryRateLimitStore(),
    });
    await sut.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = await sut.getUrl();
  });

  afterEach(async () => {
    await sut.close();
  });

  function get(path: string, headers: Record<string, string>): Promise<Response> {
    return fetch(`${baseUrl}${path}`, { headers });
  }

  it('sends the x-request-id it was given to the bus and answers with it', async () => {
    bus.answer(StoreRequests.getStore, () => ({ id: 1, name: 'Kape ni Juan' }));

    const response = await get('/api/v1/store/1', { 'x-request-id': GIVEN_ID });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(GIVEN_ID);
    expect(bus.sent).toEqual([
      { subject: StoreRequests.getStore.subject, requestId: GIVEN_ID, contextId: undefined },
    ]);
  });

  it('makes a new id for a request without a valid one and sends that id to the bus', async () => {
    bus.answer(StoreRequests.getStore, () => ({ id: 1, name: 'Kape ni Juan' }));

    const response = await get('/api/v1/store/1', { 'x-request-id': 'not valid!' });

    const answered = response.headers.get('x-request-id');
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect(bus.sent.map((sent) => sent.requestId)).toEqual([answered]);
  });

  it("sends the request's id with the guard's session lookup and with the handler's request", async () => {
    bus.answer(MemberRequests.checkSession, () => ({ live: true }));
    bus.answer(MemberRequests.getMember, () => ({ bbs_no: 7 }));
    const token = new TokenService(SECRET).sign(
      { kind: 'member', memberNo: 7, sessionId: SESSION_ID },
      new Date(Date.now() + 60_000).toISOString(),
    );

    const response = await get('/wifi-user/me', {
      authorization: `Bearer ${token}`,
      'x-request-id': GIVEN_ID,
    });

    expect(response.status).toBe(200);
    expect(bus.sent).toEqual([
      { subject: MemberRequests.checkSession.subject, requestId: GIVEN_ID, contextId: undefined },
      { subject: MemberRequests.getMember.subject, requestId: GIVEN_ID, contextId: undefined },
    ]);
  });

  it('tells a visitor without a token the map settings, asking the bus nothing', async () => {
    const response = await get('/api/v1/config/map', {});

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tile_url: null, geocoder_url: null });
    expect(bus.sent).toEqual([]);
  });

  it("writes the request's id and route in the request's log line", async () => {
    bus.answer(StoreRequests.getStore, () => ({ id: 1, name: 'Kape ni Juan' }));

    await get('/api/v1/store/1', { 'x-request-id': GIVEN_ID });
    await requestLogged(log);

    expect(log.withMessage('request')).toEqual([
      expect.objectContaining({
        requestId: GIVEN_ID,
        method: 'GET',
        route: '/api/v1/store/:id',
        url: '/api/v1/store/:id',
        statusCode: 200,
      }),
    ]);
  });

  it.each([
    ['an unmatched URL', '/wifi-user/find-id/Firsta/Lasta/***/Pass-a-123?email=juan.cruz@example.ph', 404],
    [
      'a route with path parameters',
      '/wifi-user/find-id/Firsta/Lasta/Pass-a-123?email=juan.cruz@example.ph',
      200,
    ],
  ])('writes no name, e-mail or password of %s in any log line', async (_kind, path, status) => {
    bus.answer(MemberRequests.findId, () => ({
      candidates: [{ member_id: 'juan.cruz@example.ph', matches: true }],
    }));

    const response = await get(path, {});
    await requestLogged(log);

    expect(response.status).toBe(status);
    expect(log.withMessage('request')).toHaveLength(1);
    expect(JSON.stringify(log.lines)).not.toMatch(/Firsta|Lasta|Pass-a-123|juan\.cruz|example\.ph/);
  });

  it('logs an unmatched URL by the route segments it shares with the API, each other segment a *', async () => {
    await get('/wifi-user/find-id/Firsta/Lasta/***/Pass-a-123?q=1', {});
    await requestLogged(log);

    expect(log.withMessage('request')).toEqual([
      expect.objectContaining({ route: null, url: '/wifi-user/find-id/*/*/*/*?…', statusCode: 404 }),
    ]);
  });

  it('sends the security headers with every answer: API, not found and the API documentation', async () => {
    const answers = await Promise.all(
      ['/api/v1/config/map', '/api/v1/no-such-route', '/api/docs'].map((path) => get(path, {})),
    );
    const policies = answers.map((answer) => answer.headers.get('content-security-policy') ?? '');

    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
    for (const policy of policies) {
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
    }
    expect(policies[0]).toContain("script-src 'self';");
  });

  it('answers a body over its limit with 413 while the client still sends it, and keeps the connection', async () => {
    // Several megabytes: more than the sockets buffer, so the client is still writing when the answer comes.
    const body = JSON.stringify({ admin_id: 'x'.repeat(7 * 1024 * 1024), password: 'p' });

    const refused = await fetch(`${baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const next = await get('/healthz', {});

    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ message: 'The request body is too large.' });
    expect(refused.headers.get('connection')).not.toBe('close');
    expect(next.status).toBe(200);
  });

  it('answers the probes with their request id, but logs and samples only the API request', async () => {
    bus.answer(StoreRequests.getStore, () => ({ id: 1, name: 'Kape ni Juan' }));

    const live = await get('/healthz', { 'x-request-id': GIVEN_ID });
    const ready = await get('/readyz', {});
    await get('/api/v1/store/1', {});
    await requestLogged(log);
    const logged = log.withMessage('request').map((line) => line.url);
    const metrics = await (await get('/metrics', {})).text();

    expect([live.status, await live.json(), live.headers.get('x-request-id')]).toEqual([
      200,
      { status: 'ok' },
      GIVEN_ID,
    ]);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toEqual(['/api/v1/store/:id']);
    expect(metrics).toContain('route="/api/v1/store/:id"');
    expect(metrics).not.toMatch(/route="\/(healthz|readyz)"/);
  });

  it('tags every API read and compresses an answer of a kilobyte or more, but leaves the probes alone (no security headers either)', async () => {
    const description = 'Kape at pandesal tuwing umaga. '.repeat(60);
    bus.answer(StoreRequests.getStore, () => ({ id: 1, name: 'Kape ni Juan', description }));
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

    const plain = await get('/api/v1/store/1', { 'accept-encoding': 'identity' });
    const compressed = await get('/api/v1/store/1', browser);
    const etag = plain.headers.get('etag') ?? '';
    const again = await get('/api/v1/store/1', { ...browser, 'if-none-match': `W/${etag}` });
    const live = await get('/healthz', browser);

    expect([plain.status, plain.headers.get('content-encoding'), etag]).toEqual([
      200,
      null,
      expect.stringMatching(/^"[\w-]{27}"$/),
    ]);
    expect([compressed.headers.get('content-encoding'), compressed.headers.get('etag')]).toEqual([
      'br',
      `W/${etag}`,
    ]);
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.json()).toEqual(await plain.json());
    expect([again.status, await again.text()]).toEqual([304, '']);
    expect([
      live.headers.get('etag'),
      live.headers.get('content-encoding'),
      live.headers.get('vary'),
      live.headers.get('content-security-policy'),
    ]).toEqual([null, null, null, null]);
  });

  it("gives a write's answer no ETag, and never a 304 for an If-None-Match naming its answer", async () => {
    const stamped = { completed: false, message: 'Stamp added', coupon: { id: 5, stamp_count: 3 } };
    bus.answer(MemberRequests.checkSession, () => ({ live: true }));
    bus.answer(LoyaltyRequests.addStamp, () => stamped);
    const token = new TokenService(SECRET).sign(
      { kind: 'member', memberNo: 7, sessionId: SESSION_ID },
      new Date(Date.now() + 60_000).toISOString(),
    );
    const stamp = (key: string, ifNoneMatch?: string) =>
      fetch(`${baseUrl}/api/v1/coupon/5/add`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
          ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
        },
        body: JSON.stringify({ password: '4321' }),
      });

    const first = await stamp('key-1');
    const body = await first.text();
    const again = await stamp('key-2', etagOf(body));

    expect([first.status, first.headers.get('etag'), JSON.parse(body)]).toEqual([200, null, stamped]);
    expect([again.status, again.headers.get('etag'), await again.json()]).toEqual([200, null, stamped]);
  });

  it("writes the request's id in the log line of a failure", async () => {
    bus.answer(StoreRequests.getStore, () => {
      throw new Error('connection reset');
    });

    const response = await get('/api/v1/store/1', { 'x-request-id': GIVEN_ID });
    await requestLogged(log);

    expect(response.status).toBe(500);
    expect(log.withMessage('request failed')).toEqual([expect.objectContaining({ requestId: GIVEN_ID })]);
    expect(log.withMessage('request')).toEqual([
      expect.objectContaining({ requestId: GIVEN_ID, statusCode: 500 }),
    ]);
  });
});

describe('GET /api/v1/push/web-push-key', () => {
  async function keyAnswer(env: Record<string, string>): Promise<unknown> {
    const settings = loadConfig('gateway', GatewaySettings, {
      JWT_SECRET: SECRET,
      DATA_DIR: '/nonexistent',
      ...env,
    });
    const sut = await createGatewayApp({
      settings,
      bus: new RecordingBus(),
      storage,
      logger: pino({ level: 'silent' }),
      rateLimitStore: new MemoryRateLimitStore(),
    });
    try {
      await sut.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${await sut.getUrl()}/api/v1/push/web-push-key`);
      expect(response.status).toBe(200);
      return await response.json();
    } finally {
      await sut.close();
    }
  }

  it('hands anyone the VAPID public key browsers subscribe with, and null when Web Push is off', async () => {
    await expect(keyAnswer({ VAPID_PUBLIC_KEY: 'BOr_public-Key0' })).resolves.toEqual({
      public_key: 'BOr_public-Key0',
    });
    await expect(keyAnswer({})).resolves.toEqual({ public_key: null });
  });
});

describe('the web app', () => {
  const script = `console.log(${JSON.stringify('Kape at pandesal. '.repeat(200))});`;
  /** The build's copies (Brotli at its best quality, unlike the gateway's quality 4 for answers). */
  const builtCopies = { br: brotliCompressSync(script), gzip: gzipSync(script, { level: 9 }) };
  let dir: string;
  let sut: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Stamp</title>');
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'app.js.br'), builtCopies.br);
    writeFileSync(join(dir, 'app.js.gz'), builtCopies.gzip);
    const settings = loadConfig('gateway', GatewaySettings, {
      JWT_SECRET: SECRET,
      DATA_DIR: '/nonexistent',
      WEB_DIST_DIR: dir,
    });
    sut = await createGatewayApp({
      settings,
      bus: new RecordingBus(),
      storage,
      logger: pino({ level: 'silent' }),
      rateLimitStore: new MemoryRateLimitStore(),
    });
    await sut.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = await sut.getUrl();
  });

  afterAll(async () => {
    await sut.close();
    rmSync(dir, { recursive: true });
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])(
    'serves a built file to Accept-Encoding %s as its built copy in %s, with its cache headers',
    async (accepted, coding) => {
      const served = await fetch(`${baseUrl}/app.js`, { headers: { 'accept-encoding': accepted } });
      const etag = served.headers.get('etag') ?? '';

      expect([served.status, served.headers.get('content-encoding')]).toEqual([200, coding]);
      expect(await served.text()).toBe(script);
      expect(served.headers.get('cache-control')).toMatch(/max-age/);
      expect(etag).not.toBe('');
      const again = await fetch(`${baseUrl}/app.js`, {
        headers: { 'accept-encoding': accepted, 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
    },
  );

  it('serves index.html for a page of the app', async () => {
    const page = await fetch(`${baseUrl}/stores/12`);
    expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>Stamp</title>']);
  });
});
