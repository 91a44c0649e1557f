import { Counter, Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';
import { CommonErrorCode, DomainError, WireReply } from '@stamp/contracts';

/**
 * Every metric of the product, on prom-client's default registry: the gateway's `GET /metrics` and each
 * service's ops port serve that registry. Labels are bounded sets (route patterns, subjects, outcomes),
 * never ids. docs/operations.md lists them.
 */

/** Durations from a millisecond to a minute: requests answer in milliseconds, a slow one in seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequestDuration = new Histogram({
  name: 'stamp_http_request_duration_seconds',
  help: 'HTTP requests answered by the gateway, by method, route pattern and status class (2xx, 4xx, ...)',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: DURATION_BUCKETS,
});

export const busRequestDuration = new Histogram({
  name: 'stamp_bus_request_duration_seconds',
  help: 'Bus requests by side (client: sent and awaited; server: handled), subject and outcome',
  labelNames: ['side', 'subject', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
});

/** Items per statement where a hot statement groups the items that arrive together (StatementBatches). */
export const statementItems = new Histogram({
  name: 'stamp_statement_items',
  help: 'Items one grouped statement took (1: alone; more under load), by statement',
  labelNames: ['statement'] as const,
  buckets: [1, 2, 4, 8, 16, 32],
});

export const eventsPublished = new Counter({
  name: 'stamp_events_published_total',
  help: 'Events the outbox relays published to the bus, by subject',
  labelNames: ['subject'] as const,
});

export const eventsConsumed = new Counter({
  name: 'stamp_events_consumed_total',
  help: 'Events handled by a consumer, by consumer, subject and outcome (applied, duplicate, failed)',
  labelNames: ['consumer', 'subject', 'outcome'] as const,
});

/**
 * Events given up on after their last delivery attempt and moved to the dead-letter subject: the
 * dead-letter code increments it (`eventsDeadLettered.inc({ consumer, subject })`).
 */
export const eventsDeadLettered = new Counter({
  name: 'stamp_events_dead_lettered_total',
  help: 'Events moved to the dead-letter subject after their last delivery attempt, by consumer and subject',
  labelNames: ['consumer', 'subject'] as const,
});

export const pushDeliveries = new Counter({
  name: 'stamp_push_deliveries_total',
  help: 'Push messages sent to devices, by provider and outcome (sent, unregistered, rejected, gave_up)',
  labelNames: ['provider', 'outcome'] as const,
});

/** Sends that may have reached a device twice: a page a crashed or stalled replica had in flight, re-sent. */
export const pushDeliveriesDuplicated = new Counter({
  name: 'stamp_push_deliveries_duplicated_total',
  help: 'Push sends repeated after a delivery unit was taken over (its lost holder may have sent them), by provider',
  labelNames: ['provider'] as const,
});

/** Where the push service's delivery backlog is read from, at each scrape. */
export interface PushPendingSource {
  pending(): Promise<{ provider: string; devices: number }[]>;
}
let pushPendingSource: PushPendingSource | undefined;

export const pushDeliveriesPending = new Gauge({
  name: 'stamp_push_deliveries_pending',
  help: 'Devices of open delivery units not yet sent to, by provider (read at each scrape): the delivery backlog',
  labelNames: ['provider'] as const,
  async collect() {
    this.reset();
    const source = pushPendingSource;
    if (!source) {
      return;
    }
    try {
      for (const { provider, devices } of await source.pending()) {
        this.set({ provider }, devices);
      }
    } catch {
      // The database is unreachable just now: no value this scrape (readiness says why).
    }
  },
});

/** Reports the delivery backlog at each scrape; the returned function stops it. */
export function watchPushPending(source: PushPendingSource): () => void {
  pushPendingSource = source;
  return () => {
    if (pushPendingSource === source) {
      pushPendingSource = undefined;
    }
  };
}

export const consumerPending = new Gauge({
  name: 'stamp_jetstream_consumer_pending',
  help: 'Events in the stream not yet delivered to the durable consumer (sampled from its consumer info)',
  labelNames: ['consumer'] as const,
});

export const streamFill = new Gauge({
  name: 'stamp_jetstream_stream_fill_ratio',
  help: 'How full the event stream is (bytes over max_bytes, sampled); at 1 new publishes are refused',
  labelNames: ['stream'] as const,
});

export const consumerAckPending = new Gauge({
  name: 'stamp_jetstream_consumer_ack_pending',
  help: 'Events delivered to the durable consumer and not yet acknowledged (sampled)',
  labelNames: ['consumer'] as const,
});

export const consumerRedelivered = new Gauge({
  name: 'stamp_jetstream_consumer_redelivered',
  help: 'Events delivered to the durable consumer more than once and not yet acknowledged (sampled)',
  labelNames: ['consumer'] as const,
});

/** Where each service's outbox backlog is read from, at each scrape (several in one standalone process). */
export interface OutboxBacklogSource {
  backlog(): Promise<{ count: number; oldestAgeSeconds: number }>;
}
const outboxSources = new Map<string, OutboxBacklogSource>();

async function readBacklogs(): Promise<Map<string, { count: number; oldestAgeSeconds: number }>> {
  const read = await Promise.all(
    [...outboxSources].map(async ([service, source]) => {
      try {
        return [service, await source.backlog()] as const;
      } catch {
        // The database is unreachable just now: this scrape has no value for the service (readiness says why).
        return undefined;
      }
    }),
  );
  return new Map(read.filter((entry) => entry !== undefined));
}

export const outboxBacklog = new Gauge({
  name: 'stamp_outbox_backlog',
  help: 'Events written to the outbox and not yet published, by service (read at each scrape)',
  labelNames: ['service'] as const,
  async collect() {
    this.reset();
    for (const [service, { count }] of await readBacklogs()) {
      this.set({ service }, count);
    }
  },
});

export const outboxOldestAge = new Gauge({
  name: 'stamp_outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest event not yet published, by service (0 when the outbox is empty)',
  labelNames: ['service'] as const,
  async collect() {
    this.reset();
    for (const [service, { oldestAgeSeconds }] of await readBacklogs()) {
      this.set({ service }, oldestAgeSeconds);
    }
  },
});

/** Reports a service's outbox at each scrape; the returned function stops it (when the service closes). */
export function watchOutbox(service: string, source: OutboxBacklogSource): () => void {
  outboxSources.set(service, source);
  return () => {
    if (outboxSources.get(service) === source) {
      outboxSources.delete(service);
    }
  };
}

/**
 * The process metrics prom-client collects (CPU, memory, heap, GC, handles, event-loop lag as
 * `nodejs_eventloop_lag_*`), once per process however many apps it runs.
 */
export function enableProcessMetrics(): void {
  if (!register.getSingleMetric('nodejs_eventloop_lag_seconds')) {
    collectDefaultMetrics();
  }
}

/** The Prometheus text of every metric, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}

/** `2xx`, `4xx`, ...: a status class, so a label never takes more than five values. */
export function statusClass(status: number): string {
  return `${String(Math.floor(status / 100))}xx`;
}

/** A route pattern (`/api/v1/stores/:storeId`), never a raw path; requests no route matched share one label. */
export function routeLabel(pattern: string | undefined): string {
  return pattern ?? 'unmatched';
}

export type BusOutcome = 'ok' | 'rejected' | 'invalid' | 'timeout' | 'unavailable' | 'internal';

/** A reply's outcome: ok, a domain refusal (not found, forbidden, ...), or one of the common failures. */
export function outcomeOfCode(code: string | undefined): BusOutcome {
  switch (code) {
    case undefined:
      return 'ok';
    case CommonErrorCode.ValidationFailed:
      return 'invalid';
    case CommonErrorCode.Timeout:
      return 'timeout';
    case CommonErrorCode.Unavailable:
      return 'unavailable';
    case CommonErrorCode.Internal:
      return 'internal';
    default:
      return 'rejected';
  }
}

export function outcomeOfReply(reply: WireReply<unknown>): BusOutcome {
  return outcomeOfCode(reply.ok ? undefined : reply.error.code);
}

export function outcomeOfError(error: unknown): BusOutcome {
  return error instanceof DomainError ? outcomeOfCode(error.code) : 'internal';
}

/** Times a request this process sends and records it by subject and outcome (the client side). */
export async function measuredRequest<T>(subject: string, send: () => Promise<T>): Promise<T> {
  const stop = busRequestDuration.startTimer({ side: 'client', subject });
  try {
    const answer = await send();
    stop({ outcome: 'ok' });
    return answer;
  } catch (error) {
    stop({ outcome: outcomeOfError(error) });
    throw error;
  }
}
