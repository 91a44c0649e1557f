import { randomBytes } from 'node:crypto';

/** One position in a trace: W3C Trace Context's trace id, the current span's id and the sampled flag. */
export interface TraceContext {
  /** 32 lower-case hex digits, not all zero. */
  traceId: string;
  /** 16 lower-case hex digits, not all zero. */
  spanId: string;
  sampled: boolean;
}

/** `version-traceid-parentid-flags`; version 00 as written, later versions read by the same first four fields. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const VERSION_00_LENGTH = 55;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/**
 * Reads a `traceparent` header (https://www.w3.org/TR/trace-context/#traceparent-header); anything that is
 * not a valid one (version ff, all-zero ids, extra fields on version 00) is ignored, so a new trace starts.
 */
export function parseTraceparent(header: string | undefined): TraceContext | undefined {
  const match = header === undefined ? null : TRACEPARENT.exec(header.trim().toLowerCase());
  if (!match) {
    return undefined;
  }
  const [whole, version, traceId, spanId, flags] = match;
  if (version === 'ff' || (version === '00' && whole.length !== VERSION_00_LENGTH)) {
    return undefined;
  }
  if (traceId === ZERO_TRACE || spanId === ZERO_SPAN) {
    return undefined;
  }
  return { traceId, spanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

export function formatTraceparent(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
}

/**
 * Random bytes for ids, drawn from the system 4 KB at a time: every gateway request starts a span or two, and
 * a synchronous `randomBytes` call each took about 7 % of the gateway's CPU on the store list.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/** `bytes` random bytes as lower-case hex, never all zero (W3C Trace Context forbids all-zero ids). */
function randomHex(bytes: number): string {
  for (;;) {
    if (used + bytes > pool.length) {
      pool = randomBytes(POOL_BYTES);
      used = 0;
    }
    const hex = pool.toString('hex', used, used + bytes);
    used += bytes;
    if (/[^0]/.test(hex)) {
      return hex;
    }
  }
}

export function newTraceId(): string {
  return randomHex(16);
}

export function newSpanId(): string {
  return randomHex(8);
}
