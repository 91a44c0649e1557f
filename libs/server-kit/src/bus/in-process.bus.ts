import {
  CommonErrorCode,
  DomainError,
  EventEnvelope,
  RequestDef,
  RequestOf,
  ResponseOf,
  WireReply,
} from '@stamp/contracts';
import {
  EventConsumerSpec,
  EventWatcher,
  MessageBus,
  RawEventHandler,
  RawRequestHandler,
  RequestServing,
  RequestOptions,
  outgoingHeaders,
} from './message-bus';
import { measuredRequest } from '../metrics/metrics';
import { subjectMatches } from './subject-match';
import { unwrapReply } from './wire';

interface Consumer {
  spec: EventConsumerSpec;
  handler: RawEventHandler;
}

/** Payloads cross the bus as JSON, exactly as over NATS, so standalone mode exercises the same shapes. */
function roundTrip(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/**
 * The standalone bus: the same interface as NATS, in one process. `publish` resolves only after every
 * matching consumer has processed the event, so the outbox row is marked published only then and a
 * crash in between means a redelivery (consumers are idempotent), never a loss.
 */
export class InProcessBus implements MessageBus, RequestServing {
  private readonly handlers = new Map<string, RawRequestHandler>();
  private readonly consumers = new Map<string, Consumer>();
  private readonly watchers: EventWatcher[] = [];
  private closed = false;
  private delivering = false;

  request<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options: RequestOptions = {},
  ): Promise<ResponseOf<D>> {
    return measuredRequest(def.subject, () => this.send(def, payload, options));
  }

  private async send<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options: RequestOptions,
  ): Promise<ResponseOf<D>> {
    const handler = this.handlers.get(def.subject);
    if (!handler || this.closed) {
      throw new DomainError(CommonErrorCode.Unavailable, `No service answers ${def.subject}`);
    }
    const reply = await handler(roundTrip(payload), outgoingHeaders(options));
    return unwrapReply(roundTrip(reply) as WireReply<ResponseOf<D>>);
  }

  serve(subject: string, _queue: string, handler: RawRequestHandler): Promise<void> {
    if (this.handlers.has(subject)) {
      return Promise.reject(new Error(`Subject ${subject} is already served in this process`));
    }
    this.handlers.set(subject, handler);
    return Promise.resolve();
  }

  /**
   * Unlike JetStream, this bus keeps no events for consumers that have not registered yet: deliveries wait
   * until every service of the process has registered its consumers. Until then `publish` rejects, and the
   * outbox relays keep their events and try again.
   */
  openDeliveries(): void {
    this.delivering = true;
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    if (!this.delivering || this.closed) {
      throw new DomainError(CommonErrorCode.Unavailable, 'Event deliveries are not open yet');
    }
    const targets = [...this.consumers.values()].filter((consumer) =>
      consumer.spec.subjects.some((pattern) => subjectMatches(pattern, envelope.subject)),
    );
    for (const target of targets) {
      await target.handler(roundTrip(envelope) as EventEnvelope);
    }
    for (const watcher of this.watchers) {
      if (watcher.subjects.some((pattern) => subjectMatches(pattern, envelope.subject))) {
        try {
          watcher.onEvent(roundTrip(envelope) as EventEnvelope);
        } catch {
          watcher.onGap();
        }
      }
    }
  }

  consume(spec: EventConsumerSpec, handler: RawEventHandler): Promise<void> {
    this.consumers.set(spec.durable, { spec, handler });
    return Promise.resolve();
  }

  /** Watchers hear each event once its consumers have processed it (this bus loses nothing: no gaps). */
  watch(watcher: EventWatcher): void {
    this.watchers.push(watcher);
  }

  isReady(): boolean {
    return !this.closed;
  }

  close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    this.consumers.clear();
    this.watchers.length = 0;
    return Promise.resolve();
  }
}
