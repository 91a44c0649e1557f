import { Writable } from 'node:stream';
import Fastify, { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { register } from 'prom-client';
import { createLogger } from '@stamp/server-kit/logging';
import { HttpTelemetry, serveMetrics, sharedRequestLogger } from './telemetry';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const TOKEN = 'a-metrics-token-for-prometheus';

describe(HttpTelemetry.name, () => {
  let sut: HttpTelemetry;
  let fastify: FastifyInstance;
  /** The trace each handled request could pass on to the bus, by request id. */
  const seen: (string | undefined)[] = [];
  let baseUrl = '';

  beforeEach(async () => {
    register.resetMetrics();
    seen.length = 0;
    sut = new HttpTelemetry();
    fastify = Fastify({ genReqId: (request) => String(request.headers['x-request-id'] ?? 'none') });
    sut.register(fastify);
    serveMetrics(fastify, { token: TOKEN });
    fastify.get('/api/v1/stores/:storeId', (request) => {
      seen.push(sut.traceOf(request.id)?.traceId);
      return { ok: true };
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = fastify.server.address();
    baseUrl = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
  });

  function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${baseUrl}${path}`, { headers });
  }

  afterEach(async () => {
    await fastify.close();
  });

  async function scrape(): Promise<string> {
    const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  }

  it('counts requests by route pattern and status class, never by the raw path', async () => {
    await get('/api/v1/stores/48213');
    await get('/api/v1/stores/99177');
    await get('/no/such/page/5531');

    const text = await scrape();
    expect(text).toContain(
      'stamp_http_request_duration_seconds_count{method="GET",route="/api/v1/stores/:storeId",status_class="2xx"} 2',
    );
    expect(text).toContain(
      'stamp_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"} 1',
    );
    // Only the labels are checked: a duration's digits may happen to contain the ids.
    expect(text.match(/\{[^}]*\}/g)?.join('\n')).not.toMatch(/48213|99177|5531/);
  });

  it('continues an incoming traceparent in the work it hands on', async () => {
    await get('/api/v1/stores/1', { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` });

    expect(seen).toEqual([TRACE]);
  });

  it('starts a new trace for a request without one (or with an invalid one), and forgets it when answered', async () => {
    await get('/api/v1/stores/1', { traceparent: 'nonsense', 'x-request-id': 'first-request' });
    await get('/api/v1/stores/2', { 'x-request-id': 'second-request' });

    expect(seen[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[0]).not.toBe(seen[1]);
    expect(sut.traceOf('first-request')).toBeUndefined();
    expect(sut.traceOf('second-request')).toBeUndefined();
  });

  describe("the request log (Fastify's logger)", () => {
    const lines: Record<string, unknown>[] = [];
    let logged: FastifyInstance;
    let url = '';

    beforeEach(async () => {
      lines.length = 0;
      const telemetry = new HttpTelemetry();
      const logger: FastifyBaseLogger = createLogger(
        'gateway',
        'info',
        'json',
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
            done();
          },
        }),
      );
      logged = Fastify({
        loggerInstance: sharedRequestLogger(logger),
        logController: telemetry.logController,
        genReqId: (request) => String(request.headers['x-request-id'] ?? 'none'),
      });
      telemetry.register(logged);
      logged.get('/healthz', { config: { probe: 'liveness' } }, () => ({ status: 'ok' }));
      logged.get('/wifi-user/find-id/:first/:password', () => ({ ok: true }));
      logged.get('/boom', () => {
        throw new Error('the database went away');
      });
      url = await logged.listen({ port: 0, host: '127.0.0.1' });
      // Fastify's "Server listening at" line.
      lines.length = 0;
    });

    afterEach(async () => {
      await logged.close();
    });

    it("writes one line a request, with its id, trace, route and status, never the path's values", async () => {
      await fetch(`${url}/wifi-user/find-id/Juan/hunter2secret?x=1`, {
        headers: { 'x-request-id': 'request-0001', traceparent: `00-${TRACE}-00f067aa0ba902b7-01` },
      });

      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request',
        service: 'gateway',
        level: 30,
        requestId: 'request-0001',
        traceId: TRACE,
        method: 'GET',
        route: '/wifi-user/find-id/:first/:password',
        url: '/wifi-user/find-id/:first/:password?…',
        statusCode: 200,
      });
      expect(typeof lines[0]?.ms).toBe('number');
      expect(JSON.stringify(lines)).not.toMatch(/Juan|hunter2/);
    });

    it('writes nothing for a probe, and a 404 without the path it was asked', async () => {
      await fetch(`${url}/healthz`);
      await fetch(`${url}/no/such/hunter2secret`, { headers: { 'x-request-id': 'request-0002' } });

      expect(lines).toEqual([
        expect.objectContaining({ msg: 'request', requestId: 'request-0002', statusCode: 404, route: null }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('hunter2');
    });

    it("logs a failed request's error with Fastify's own error line, by the logged URL", async () => {
      const response = await fetch(`${url}/boom?secret=hunter2`, {
        headers: { 'x-request-id': 'request-0003' },
      });

      expect(response.status).toBe(500);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 50, requestId: 'request-0003', url: '/boom?…', statusCode: 500 }),
      );
      expect(lines.at(-1)).toMatchObject({ msg: 'request', statusCode: 500 });
      // Fastify's error serializer (added by its child logger at start-up) writes the error out.
      expect(lines.find((line) => line.level === 50)).toMatchObject({
        err: { type: 'Error', message: 'the database went away' },
      });
      expect(JSON.stringify(lines)).not.toContain('hunter2');
    });
  });

  describe(sharedRequestLogger.name, () => {
    const logger = createLogger(
      'gateway',
      'info',
      'json',
      new Writable({
        write: (_c, _e, done) => {
          done();
        },
      }),
    );

    it("is its own child when asked without options (Fastify's per request): no child per request", () => {
      const shared = sharedRequestLogger(logger);

      expect(shared.child({ reqId: 'request-0004' })).toBe(shared);
      expect(shared.child({ reqId: 'request-0005' }, {})).toBe(shared);
    });

    it('makes a real child, shared in turn, when asked with options', () => {
      const shared = sharedRequestLogger(logger);

      const debug = shared.child({}, { level: 'debug' });

      expect(debug).not.toBe(shared);
      expect(debug.level).toBe('debug');
      expect(shared.level).toBe('info');
      expect(debug.child({ reqId: 'request-0006' }, {})).toBe(debug);
    });
  });

  it('answers /metrics only with the metrics token', async () => {
    const without = await get('/metrics');
    const wrong = await get('/metrics', { authorization: 'Bearer not-the-token-at-all' });

    expect(without.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await without.text()).not.toContain('stamp_');
  });

  it('answers /metrics with 404 when it is served nowhere, whatever the caller sends', async () => {
    const fastify = Fastify();
    serveMetrics(fastify, 'nowhere');
    // The web app's fallback would otherwise answer /metrics with its page.
    fastify.get('/*', () => '<!doctype html>');
    try {
      const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });

      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/stamp_|doctype/);
    } finally {
      await fastify.close();
    }
  });
});
