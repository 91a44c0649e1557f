import type { Context, SpanKind as OtelSpanKind, Tracer as OtelTracer } from '@opentelemetry/api';
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

/** OpenTelemetry's SDK, loaded only when an endpoint is configured (nothing of it is loaded otherwise). */
async function otelSource({ endpoint, serviceName }: TracingExport): Promise<SpanSource> {
  const api = await import('@opentelemetry/api');
  const { TracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
      }),
    ],
  });
  const tracer: OtelTracer = provider.getTracer('stamp');
  const kinds: Record<SpanKind, OtelSpanKind> = {
    server: api.SpanKind.SERVER,
    client: api.SpanKind.CLIENT,
    producer: api.SpanKind.PRODUCER,
    consumer: api.SpanKind.CONSUMER,
    internal: api.SpanKind.INTERNAL,
  };
  const parentOf = (parent: TraceContext | undefined): Context =>
    parent
      ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId: parent.traceId,
          spanId: parent.spanId,
          traceFlags: parent.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
          isRemote: true,
        })
      : api.ROOT_CONTEXT;
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
        end: (failed = false) => {
          if (failed) {
            span.setStatus({ code: api.SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}

let source: SpanSource = idsOnly;

/**
 * The process's tracer: every span carries W3C trace ids; with `enableExport` (OTEL_EXPORTER_OTLP_ENDPOINT
 * set) spans also go to an OpenTelemetry collector over OTLP/HTTP, in batches.
 */
export const tracing = {
  startSpan(name: string, options: SpanOptions): Span {
    return source.startSpan(name, options);
  },
  async enableExport(target: TracingExport): Promise<void> {
    await source.shutdown();
    source = await otelSource(target);
  },
  /** Sends the spans still buffered and stops exporting (on shutdown, and between tests). */
  async shutdown(): Promise<void> {
    const stopping = source;
    source = idsOnly;
    await stopping.shutdown();
  },
};
