import { createHash, timingSafeEqual } from 'node:crypto';
import { RequestDef, RequestOf, ResponseOf } from '@stamp/contracts';
import { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
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
    /** The trace the request's span is in (kept for its log line, written after the span has ended). */
    traceId: string | null;
  }
}

/** Whether a line of this level is written: a Fastify without a logger has one that writes nothing. */
function isLevelEnabled(log: FastifyBaseLogger, level: 'info' | 'error'): boolean {
  return 'isLevelEnabled' in log && (log as Logger).isLevelEnabled(level);
}

/**
 * The logger to give Fastify (`loggerInstance`): the gateway's own, whose child made without options is
 * itself, so that every request logs through one logger. Fastify makes a child per request (to bind its
 * id), and with the logger's redaction paths (`*.password`...) a pino child costs 7–9 µs of CPU (pino
 * redacts its bindings), 7–15 % of a `/healthz` or store-list request; the log controller writes the
 * request id on each line instead. This is done in `child`, not in a `childLoggerFactory` of ours: Fastify
 * checks the logger a factory of ours returns on every request (seven methods looked up, a list filtered),
 * and only its own factory's it trusts. A child with options (Fastify's at start-up, which adds its
 * serializers) is a real one, shared in the same way.
 */
export function sharedRequestLogger<L extends FastifyBaseLogger>(logger: L): L {
  const shared = Object.create(logger) as L;
  shared.child = (bindings, options) =>
    options === undefined || Object.keys(options).length === 0
      ? shared
      : sharedRequestLogger(logger.child(bindings, options));
  return shared;
}

/**
 * What Fastify's logger (pino, `loggerInstance`) writes per request: one line when the request is answered
 * (`request`: its id, its trace id, its route's pattern, a URL without the values it carries, status and
 * time), nothing for a probe, nothing when it comes in. Fastify's own per-request lines (errors) carry the
 * request id and the logged URL, never the raw URL (names, e-mails and passwords travel in some paths).
 */
class RequestLogController extends LogController {
  constructor(private readonly loggedUrls: LoggedUrls) {
    super();
  }

  override isLogDisabled(request: FastifyRequest): boolean {
    return isProbe(request);
  }

  override incomingRequest(): void {
    // One line a request, when it is answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request) || !isLevelEnabled(reply.log, error ? 'error' : 'info')) {
      return;
    }
    const fields = {
      requestId: request.id,
      traceId: request.traceId ?? undefined,
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: this.urlOf(request),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) {
      reply.log.error({ ...fields, err: error }, 'request');
    } else {
      reply.log.info(fields, 'request');
    }
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) {
      return;
    }
    const fields = { ...this.of(request), statusCode: reply.statusCode, err: error };
    if (reply.statusCode >= 500) {
      reply.log.error(fields, error.message);
    } else {
      reply.log.info(fields, error.message);
    }
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.isLogDisabled(request)) {
      reply.log.warn({ ...this.of(request), err: error }, error.message);
    }
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.isLogDisabled(request)) {
      reply.log.warn({ ...this.of(request), err: error }, 'the answer stopped after its headers were sent');
    }
  }

  override serializerError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.error(
      { ...this.of(request), statusCode: reply.statusCode, err: error },
      'the answer could not be serialized',
    );
  }

  override routeNotFound(): void {
    // The request's own line says 404, with a URL that does not carry what the caller typed.
  }

  private of(request: FastifyRequest): { requestId: string; url: string } {
    return { requestId: request.id, url: this.urlOf(request) };
  }

  private urlOf(request: FastifyRequest): string {
    return this.loggedUrls.of(request.url, request.routeOptions.url);
  }
}

/**
 * The gateway's side of request ids, metrics, tracing and the request log, in one hook per phase (each hook
 * Fastify runs is a call on every request, `/healthz` included; the security headers share its `onRequest`). Every answer carries its request's id
 * (`x-request-id`). Every HTTP request but a probe (`isProbe`: kubelets ask every few seconds) is a span
 * (continuing an incoming W3C `traceparent` or starting a trace), a sample of
 * `stamp_http_request_duration_seconds` by route pattern and status class, and a log line written by
 * Fastify's own logger through `logController` (given to Fastify when it is made). The span's context
 * travels with the bus requests made for the request: the gateway keeps it by request id (requests name
 * their id, see `GatewayBus`), not in AsyncLocalStorage, whose promise hooks would cost it a quarter of its
 * CPU.
 */
export class HttpTelemetry {
  private readonly inFlight = new Map<string, Span>();
  private readonly loggedUrls = new LoggedUrls();
  /** Fastify's `logController` option: the request log line (see RequestLogController). */
  readonly logController: LogController = new RequestLogController(this.loggedUrls);

  /**
   * `alsoAtStart`: what else starts every request but a probe (the security headers), run in this one
   * `onRequest` hook rather than a hook of its own.
   */
  register(
    fastify: FastifyInstance,
    alsoAtStart?: (request: FastifyRequest, reply: FastifyReply) => void,
  ): void {
    // On the request, not in a WeakMap keyed by it: an entry in a WeakMap per request is work for every
    // garbage collection.
    fastify.decorateRequest('serverSpan', null);
    fastify.decorateRequest('traceId', null);
    fastify.decorateRequest('probeRoute', null);
    // Every route registered from here on (the API's, the web app's files) is known to the log's URLs.
    fastify.addHook('onRoute', (route) => {
      this.loggedUrls.addRoute(route.url);
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      if (!isProbe(request)) {
        this.start(request);
        alsoAtStart?.(request, reply);
      }
      done();
    });
    // With spans exported, the handler runs with the request's span active, so what it starts (the S3
    // client's requests, a fetch) is in the request's trace. Here, after the body is read: a body's chunks
    // come in the socket's own async context, which would otherwise be the handler's.
    if (tracing.exporting) {
      fastify.addHook('preHandler', (request, _reply, done) => {
        if (request.serverSpan) {
          request.serverSpan.run(done);
        } else {
          done();
        }
      });
    }
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
    request.traceId = span.context.traceId;
    this.inFlight.set(request.id, span);
  }

  private answered(request: FastifyRequest, reply: FastifyReply): void {
    const route = routeLabel(request.routeOptions.url);
    const status = statusClass(reply.statusCode);
    httpRequestDuration.observe(
      { method: request.method, route, status_class: status },
      reply.elapsedTime / 1000,
    );
    this.finish(request, { 'http.route': route, 'http.response.status_code': reply.statusCode });
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
 * of the HTTP request it serves: Nest's ClientNats on NATS (the NatsBus's NatsRpcClient,
 * docs/decisions/0013), BusClientProxy over the in-process bus.
 */
export function tracedBus(bus: MessageBus, telemetry: HttpTelemetry): MessageBus {
  const client = bus instanceof NatsBus ? bus.client : new BusClientProxy(bus);
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
