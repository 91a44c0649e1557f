import { EventEnvelope, RequestDef, RequestOf, ResponseOf, WireReply } from '@stamp/contracts';
import { requestContext } from '../logging/request-context';
import { TraceContext, formatTraceparent } from '../tracing/trace-context';

export interface BusHeaders {
  requestId?: string;
  /** The caller's W3C `traceparent`: the handler's span continues its trace. */
  traceparent?: string;
}

/** A raw request handler: JSON in, a wire reply out (never throws). */
export type RawRequestHandler = (body: unknown, headers: BusHeaders) => Promise<WireReply<unknown>>;

/** An event handler: resolves when the event is processed; a rejection means "deliver again later". */
export type RawEventHandler = (envelope: EventEnvelope) => Promise<void>;

export interface EventConsumerSpec {
  /** Durable consumer name: one per service (consumerNameOf); replicas of a service share it. */
  durable: string;
  subjects: string[];
}

/** A service's durable consumer of the event stream and its request queue group (`push` → `push-service`). */
export function consumerNameOf(service: string): string {
  return `${service}-service`;
}

/**
 * A watcher of events: every replica that watches gets every matching event, as it is published, with no
 * durability (nothing is kept for a watcher that was away). For in-memory caches: `onGap` is called when
 * events may have been missed (a lost connection), so the cache can forget what it holds.
 */
export interface EventWatcher {
  /** Subject patterns (`member.>`, `member.suspended`). */
  subjects: string[];
  onEvent(envelope: EventEnvelope): void;
  onGap(): void;
}

export interface RequestOptions {
  timeoutMs?: number;
  /**
   * The id of the request this message serves, sent in the `x-request-id` header so the service's log
   * lines and records carry it. Without it, the id of the current request context (if any) is sent: the
   * services ask each other inside one. The gateway always passes it (and so never opens a context).
   */
  requestId?: string;
  /**
   * The caller's span, sent as the `traceparent` header. Without it, the span of the current request
   * context (if any) is sent. The gateway passes it, as it passes `requestId`.
   */
  trace?: TraceContext;
}

/** The headers a request carries: its request id and `traceparent`, from the options or the current context. */
export function outgoingHeaders(options: RequestOptions): BusHeaders {
  const trace = options.trace ?? requestContext.trace();
  return {
    requestId: options.requestId ?? requestContext.requestId(),
    traceparent: trace ? formatTraceparent(trace) : undefined,
  };
}

/**
 * What serves request subjects on the in-process bus (`npm start`, InProcessBus). On NATS, NatsRpcServer
 * (a ServerNats) serves them.
 */
export interface RequestServing {
  /** Serve a request subject; replicas in the same queue group share the load. */
  serve(subject: string, queue: string, handler: RawRequestHandler): Promise<void>;
}

/**
 * The one messaging interface the apps see. Two implementations: NATS (request/reply + JetStream) for
 * distributed mode, and an in-process bus for standalone mode.
 */
export interface MessageBus {
  request<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options?: RequestOptions,
  ): Promise<ResponseOf<D>>;
  /** Publish an event (the outbox relay is the only caller); the envelope id is the dedup id. */
  publish(envelope: EventEnvelope): Promise<void>;
  consume(spec: EventConsumerSpec, handler: RawEventHandler): Promise<void>;
  /** Watch events as they are published, in every replica, with no durability (see EventWatcher). */
  watch(watcher: EventWatcher): void;
  isReady(): boolean;
  close(): Promise<void>;
}
