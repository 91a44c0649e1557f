import { createHash, timingSafeEqual } from 'node:crypto';
import { RequestDef, RequestOf, ResponseOf } from '@stamp/contracts';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BusClientProxy, MessageBus, NatsBus, RequestOptions } from '@stamp/server-kit/bus';
import { httpRequestDuration, metricsText, routeLabel, statusClass } from '@stamp/server-kit/metrics';
import { Span, TraceContext, parseTraceparent, tracing } from '@stamp/server-kit/tracing';
import type { MetricsAccess } from '../gateway.settings';
import { isProbe } from '../health/probes';
import { LoggedUrls } from './logged-url';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span while it is handled (not for a probe); null once it has ended. */
    serverSpan: Span | null;
  }
}

/** Where a request's log line goes: the gateway's logger, or nothing (a test). */
export interface RequestLog {
  isLevelEnabled(level: 'info'): boolean;
  info(fields: object, message: string): void;
}

/**
 * The gateway's side of request ids, metrics, tracing and the request log, in one hook per phase (each hook
 * Fastify runs is a call on every request, `/healthz` included). Every answer carries its request's id
 * (`x-request-id`). Every HTTP request but a probe (`isProbe`: kubelets ask every few seconds) is a span
 * (continuing an incoming W3C `traceparent` or starting a trace), a sample of
 * `stamp_http_request_duration_seconds` by route pattern and status class, and a log line (its route's
 * pattern and a URL without the values it carries, see `LoggedUrls`). The span's context
 * travels with the bus requests made for the request: the gateway keeps it by request id (requests name
 * their id, see `GatewayBus`), not in AsyncLocalStorage, whose promise hooks would cost it a quarter of its
 * CPU.
 */
export class HttpTelemetry {
  private readonly inFlight = new Map<string, Span>();
  private readonly loggedUrls = new LoggedUrls();

  constructor(private readonly log?: RequestLog) {}

  register(fastify: FastifyInstance): void {
    // On the request, not in a WeakMap keyed by it: an entry in a WeakMap per request is work for every
    // garbage collection.
    fastify.decorateRequest('serverSpan', null);
    // Every route registered from here on (the API's, the web app's files) is known to the log's URLs.
    fastify.addHook('onRoute', (route) => {
      this.loggedUrls.addRoute(route.url);
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      if (!isProbe(request)) {
        this.start(request);
      }
      done();
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      if (!isProbe(request)) {
        this.answered(request, reply);
      }
      done();
    });
    fastify.addHook('onRequestAbort', (request, done) => {
      this.finish(request, { 'http.route': routeLabel(request.routeOptions.url), aborted: true });
      done();
    });
  }

  /** The trace of a request being handled, by its id (what the bus requests it makes carry). */
  traceOf(requestId: string): TraceContext | undefined {
    return this.inFlight.get(requestId)?.context;
  }

  private start(request: FastifyRequest): void {
    const header = request.headers.traceparent;
    const span = tracing.startSpan(`${request.method} ${routeLabel(request.routeOptions.url)}`, {
      kind: 'server',
      parent: parseTraceparent(typeof header === 'string' ? header : undefined),
    });
    request.serverSpan = span;
    this.inFlight.set(request.id, span);
  }

  private answered(request: FastifyRequest, reply: FastifyReply): void {
    const route = routeLabel(request.routeOptions.url);
    const status = statusClass(reply.statusCode);
    httpRequestDuration.observe(
      { method: request.method, route, status_class: status },
      reply.elapsedTime / 1000,
    );
    const traceId = request.serverSpan?.context.traceId;
    this.finish(request, { 'http.route': route, 'http.response.status_code': reply.statusCode });
    if (this.log?.isLevelEnabled('info')) {
      this.log.info(
        {
          requestId: request.id,
          traceId,
          method: request.method,
          route: request.routeOptions.url ?? null,
          url: this.loggedUrls.of(request.url, request.routeOptions.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
  }

  private finish(request: FastifyRequest, attributes: Record<string, string | number | boolean>): void {
    const span = request.serverSpan;
    if (!span) {
      return;
    }
    // Ended once: a request both aborted and answered is finished by whichever hook runs first.
    request.serverSpan = null;
    span.setAttributes({ 'http.request.method': request.method, ...attributes });
    span.end(
      typeof attributes['http.response.status_code'] === 'number' &&
        attributes['http.response.status_code'] >= 500,
    );
    // Two requests may name the same id (a client's x-request-id): only this request's own entry goes.
    if (this.inFlight.get(request.id) === span) {
      this.inFlight.delete(request.id);
    }
  }
}

/**
 * The bus the gateway's controllers use: requests go through Nest's ClientProxy, each carrying the trace
 * of the HTTP request it serves: BusClientProxy over the bus, or Nest's ClientNats (the NATS bus's
 * NatsRpcClient) when the bus sends over Nest's transport (docs/decisions/0013).
 */
export function tracedBus(bus: MessageBus, telemetry: HttpTelemetry): MessageBus {
  const client = bus instanceof NatsBus && bus.client ? bus.client : new BusClientProxy(bus);
  return {
    request: <D extends RequestDef<object, unknown>>(
      def: D,
      payload: RequestOf<D>,
      options: RequestOptions = {},
    ): Promise<ResponseOf<D>> =>
      client.request(def, payload, {
        ...options,
        trace: options.trace ?? (options.requestId ? telemetry.traceOf(options.requestId) : undefined),
      }),
    publish: (envelope) => bus.publish(envelope),
    consume: (spec, handler) => bus.consume(spec, handler),
    watch: (watcher) => {
      bus.watch(watcher);
    },
    isReady: () => bus.isReady(),
    close: () => bus.close(),
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics`: the Prometheus text of every metric (never the web app's page). With a token it answers only
 * `Authorization: Bearer <token>`; served `nowhere` it answers 404 to everyone. A plain Fastify route, so it
 * is not part of the API document.
 */
export function serveMetrics(fastify: FastifyInstance, access: MetricsAccess): void {
  fastify.get('/metrics', async (request, reply) => {
    if (access === 'nowhere') {
      return reply
        .status(404)
        .send({ statusCode: 404, message: 'Not found', errors: ['Not found'], code: 'NOT_FOUND' });
    }
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (access !== 'anyone' && (given === undefined || !sameSecret(given, access.token))) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          statusCode: 401,
          message: 'Unauthorized',
          errors: ['A metrics token is required'],
          code: 'UNAUTHORIZED',
        });
    }
    const { contentType, body } = await metricsText();
    return reply.type(contentType).send(body);
  });
}
