import Fastify, { FastifyInstance } from 'fastify';
import { register } from 'prom-client';
import { HttpTelemetry, serveMetrics } from './telemetry';

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
