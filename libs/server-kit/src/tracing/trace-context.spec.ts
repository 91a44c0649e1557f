import { formatTraceparent, newSpanId, newTraceId, parseTraceparent } from './trace-context';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('traceparent', () => {
  it('reads a version 00 header and writes it back the same', () => {
    const header = `00-${TRACE}-${SPAN}-01`;

    expect(parseTraceparent(header)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(formatTraceparent({ traceId: TRACE, spanId: SPAN, sampled: true })).toBe(header);
  });

  it('reads the sampled flag from the flags byte', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)?.sampled).toBe(false);
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-03`)?.sampled).toBe(true);
  });

  it('reads a later version by its first four fields', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01-more`)?.traceId).toBe(TRACE);
  });

  it.each([
    ['nothing', undefined],
    ['garbage', 'not-a-trace'],
    ['version ff', `ff-${TRACE}-${SPAN}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['an all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['a short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['extra fields on version 00', `00-${TRACE}-${SPAN}-01-extra`],
  ])('ignores %s, so a new trace starts', (_case, header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });

  it('makes ids that do not repeat, across many refills of its random pool', () => {
    const traces = new Set(Array.from({ length: 5000 }, () => newTraceId()));
    const spans = new Set(Array.from({ length: 5000 }, () => newSpanId()));

    expect(traces.size).toBe(5000);
    expect(spans.size).toBe(5000);
    expect([...traces].every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect([...spans].every((id) => /^[0-9a-f]{16}$/.test(id))).toBe(true);
  });

  it('makes ids of the W3C lengths that it reads back', () => {
    const context = { traceId: newTraceId(), spanId: newSpanId(), sampled: true };

    expect(context.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(context.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(parseTraceparent(formatTraceparent(context))).toEqual(context);
  });
});
