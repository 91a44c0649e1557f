import { createRequire } from 'node:module';
import type * as OtelApi from '@opentelemetry/api';
import type { Context, SpanKind as OtelSpanKind, Tracer as OtelTracer } from '@opentelemetry/api';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as HttpInstr from '@opentelemetry/instrumentation-http';
import type * as PgInstr from '@opentelemetry/instrumentation-pg';
import type * as UndiciInstr from '@opentelemetry/instrumentation-undici';
import type * as SdkNode from '@opentelemetry/sdk-node';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { TraceContext, newSpanId, newTraceId } from './trace-context';

export type SpanKind = 'server' | 'client' | 'producer' | 'consumer' | 'internal';
export type SpanAttributes = Record<string, string | number | boolean>;

export interface SpanOptions {
  kind: SpanKind;
  /** The caller's position in its trace (a `traceparent`); without it the span starts a new trace. */
  parent?: TraceContext;
  attributes?: SpanAttributes;
}

/** A unit of work in a trace; `context` is what travels on (headers, event envelopes, log lines). */
export interface Span {
  readonly context: TraceContext;
  setAttributes(attributes: SpanAttributes): void;
  /** Runs `work` with this span active: spans started in it (a query's, an outgoing request's) are its children. */
  run<T>(work: () => T): T;
  end(failed?: boolean): void;
}

interface SpanSource {
  startSpan(name: string, options: SpanOptions): Span;
  shutdown(): Promise<void>;
}

/** Without an exporter: ids only (two random numbers a span), so log lines and messages still carry the trace. */
const idsOnly: SpanSource = {
  startSpan: (_name, { parent }) => ({
    context: {
      traceId: parent?.traceId ?? newTraceId(),
      spanId: newSpanId(),
      sampled: parent?.sampled ?? true,
    },
    setAttributes: () => undefined,
    run: (work) => work(),
    end: () => undefined,
  }),
  shutdown: () => Promise.resolve(),
};

export interface TracingExport {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to `<endpoint>/v1/traces` (OTLP/HTTP). */
  endpoint: string;
  /** The `service.name` of every span this process exports. */
  serviceName: string;
}

/** Loads a module when called (OpenTelemetry is loaded only when spans are exported). */
const load = createRequire(__filename);

/**
 * OpenTelemetry's Node SDK: our spans through its tracer, and the instrumentations' spans of this process's
 * outgoing HTTP requests (`node:http`, so the S3 client's), undici's requests (push providers) and Postgres
 * queries (`pg`), each a child of the span active where it starts (a bus handler's, see `Span.run`). Incoming
 * HTTP is not instrumented: the gateway's own span names each request by its route and never records its
 * raw URL (names, e-mails and passwords travel in some paths). Traces only: no OTLP metrics (Prometheus
 * scrapes /metrics) nor logs (standard output).
 */
function sdkSource(serviceName: string, exporter: SpanExporter): SpanSource {
  const api = load('@opentelemetry/api') as typeof OtelApi;
  const { NodeSDK } = load('@opentelemetry/sdk-node') as typeof SdkNode;
  const { HttpInstrumentation } = load('@opentelemetry/instrumentation-http') as typeof HttpInstr;
  const { UndiciInstrumentation } = load('@opentelemetry/instrumentation-undici') as typeof UndiciInstr;
  const { PgInstrumentation } = load('@opentelemetry/instrumentation-pg') as typeof PgInstr;
  const instrumentations = [
    new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
    // A Web Push endpoint's path is the device's token: a span shows the provider's origin only.
    new UndiciInstrumentation({
      requestHook: (span, request) => {
        span.setAttribute('url.full', request.origin);
      },
    }),
    new PgInstrumentation(),
  ];
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: exporter,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations,
  });
  sdk.start();
  const tracer: OtelTracer = api.trace.getTracer('stamp');
  const kinds: Record<SpanKind, OtelSpanKind> = {
    server: api.SpanKind.SERVER,
    client: api.SpanKind.CLIENT,
    producer: api.SpanKind.PRODUCER,
    consumer: api.SpanKind.CONSUMER,
    internal: api.SpanKind.INTERNAL,
  };
  // The caller's position when it names one (a traceparent received), else the span active here, if any.
  const parentOf = (parent: TraceContext | undefined): Context =>
    parent
      ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId: parent.traceId,
          spanId: parent.spanId,
          traceFlags: parent.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
          isRemote: true,
        })
      : api.context.active();
  return {
    startSpan: (name, { kind, parent, attributes }) => {
      const span = tracer.startSpan(name, { kind: kinds[kind], attributes }, parentOf(parent));
      const ids = span.spanContext();
      return {
        context: {
          traceId: ids.traceId,
          spanId: ids.spanId,
          // The W3C flags byte: its lowest bit says "sampled".
          sampled: (ids.traceFlags & 1) === 1,
        },
        setAttributes: (more) => {
          span.setAttributes(more);
        },
        run: (work) => api.context.with(api.trace.setSpan(api.context.active(), span), work),
        end: (failed = false) => {
          if (failed) {
            span.setStatus({ code: api.SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
    // The SDK's shutdown leaves the instrumentations hooked in (undici's diagnostics channels, `http`):
    // they would go on adding their own `traceparent` to every outgoing request of the process.
    shutdown: async () => {
      await sdk.shutdown();
      for (const instrumentation of instrumentations) {
        instrumentation.disable();
      }
    },
  };
}

/** OTLP over HTTP (JSON), to `<endpoint>/v1/traces`. */
function otlpExporter(endpoint: string): SpanExporter {
  const { OTLPTraceExporter } = load('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp;
  return new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
}

let source: SpanSource = idsOnly;

/**
 * The process's tracer: every span carries W3C trace ids; with `startExport` (OTEL_EXPORTER_OTLP_ENDPOINT
 * set) spans also go to an OpenTelemetry collector over OTLP/HTTP, in batches, with the instrumentations'.
 */
export const tracing = {
  startSpan(name: string, options: SpanOptions): Span {
    return source.startSpan(name, options);
  },
  /** Whether spans go to a collector (only then is there an active span for the instrumentations to use). */
  get exporting(): boolean {
    return source !== idsOnly;
  },
  /**
   * Starts OpenTelemetry's SDK. Before the instrumented modules are loaded (`http`, `undici`, `pg`): an
   * app's entry file imports its `instrumentation.ts` first, which calls `instrumentProcess`.
   */
  startExport(target: TracingExport, exporter: SpanExporter = otlpExporter(target.endpoint)): void {
    if (source !== idsOnly) {
      throw new Error('tracing export is already started');
    }
    source = sdkSource(target.serviceName, exporter);
  },
  /** Sends the spans still buffered and stops exporting (on shutdown, and between tests). */
  async shutdown(): Promise<void> {
    const stopping = source;
    source = idsOnly;
    await stopping.shutdown();
  },
};

/** An app's first step (its `instrumentation.ts`): export spans when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export function instrumentProcess(serviceName: string, env: NodeJS.ProcessEnv = process.env): void {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint) {
    tracing.startExport({ endpoint, serviceName });
  }
}
