import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { tracing } from './tracer';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = '00f067aa0ba902b7';

/** The exported spans, kept when the SDK shuts its exporter down (the library's own forgets them then). */
class KeptSpans extends InMemorySpanExporter {
  override shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

describe('tracing through OpenTelemetry’s Node SDK', () => {
  const exporter = new KeptSpans();

  beforeAll(() => {
    tracing.startExport({ endpoint: 'http://127.0.0.1:1', serviceName: 'tracer-test' }, exporter);
  });

  afterAll(async () => {
    await tracing.shutdown();
  });

  it('continues the caller’s trace, nests what starts while a span runs, and exports both when it stops', async () => {
    const handled = tracing.startSpan('loyalty.add-stamp', {
      kind: 'server',
      parent: { traceId: TRACE, spanId: CALLER, sampled: true },
      attributes: { 'messaging.destination.name': 'loyalty.add-stamp' },
    });
    const query = handled.run(() => tracing.startSpan('SELECT', { kind: 'client' }));
    const outside = tracing.startSpan('elsewhere', { kind: 'internal' });
    query.end();
    handled.end(true);
    outside.end();

    expect(() => {
      tracing.startExport({ endpoint: 'http://127.0.0.1:1', serviceName: 'again' }, exporter);
    }).toThrow('already started');
    await tracing.shutdown();
    const span = (name: string) => {
      const found = exporter.getFinishedSpans().find((exported) => exported.name === name);
      if (!found) {
        throw new Error(`no span ${name} was exported`);
      }
      return found;
    };
    expect(handled.context).toMatchObject({ traceId: TRACE, sampled: true });
    expect(span('loyalty.add-stamp').parentSpanContext?.spanId).toBe(CALLER);
    expect(span('loyalty.add-stamp').status.code).toBe(2);
    expect(span('loyalty.add-stamp').resource.attributes['service.name']).toBe('tracer-test');
    expect(span('SELECT').spanContext().traceId).toBe(TRACE);
    expect(span('SELECT').parentSpanContext?.spanId).toBe(handled.context.spanId);
    expect(span('elsewhere').spanContext().traceId).not.toBe(TRACE);
  });

  it('gives ids alone once export has stopped', () => {
    const span = tracing.startSpan('after', { kind: 'internal' });

    expect(span.context.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.run(() => 42)).toBe(42);
  });
});
