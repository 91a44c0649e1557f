import {
  AckPolicy,
  ConsumerMessages,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamClient,
  JsMsg,
  JetStreamManager,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import { NatsConnection, headers } from '@nats-io/transport-node';
import { Logger } from 'pino';
import { EventEnvelope, RequestDef, RequestOf, ResponseOf } from '@stamp/contracts';
import { sampleConsumer } from '../metrics/consumer-sampler';
import { eventsDeadLettered } from '../metrics/metrics';
import { maskedUrl, messageOf, StartupError } from '../process/startup-error';
import { EventConsumerSpec, EventWatcher, MessageBus, RawEventHandler, RequestOptions } from './message-bus';
import { connectNats } from './nats-connection';
import { NatsRpcClient } from './nats-rpc.client';
import { subjectMatches } from './subject-match';
import { encodeJson } from './wire';

const NANOS_PER_MS = 1_000_000;

const CONSUMER_SAMPLE_MS = 15_000;

export interface NatsBusOptions {
  url: string;
  /** Prefix of every subject and of the stream name, so several deployments (or test runs) can share a server. */
  namespace: string;
  logger: Logger;
  name: string;
  /**
   * The limits of the event stream and its consumers (a service's settings). Given, the stream is created
   * or updated to them; absent (the gateway, tools), an existing stream is left as it is.
   */
  limits?: Partial<EventStreamLimits>;
  /** How often each durable consumer's pending counts are sampled into the metrics (default 15 s). */
  consumerSampleMs?: number;
}

/** How much the event stream keeps and how often a consumer tries an event (docs/operations.md). */
export interface EventStreamLimits {
  /** How long an event is kept: longer than the longest consumer outage to be survived. */
  maxAgeMs: number;
  /**
   * The stream's size limit. Reached, the stream is to refuse new events (`discard: new`) rather than drop
   * old ones a consumer may not have read: the outboxes keep them and publish them once there is room. (Not
   * every nats-server honours it for events with a Nats-Msg-Id: docs/operations.md, "Retention".)
   */
  maxBytes: number;
  /** Copies of the stream in a NATS cluster (1, or 3 in production). */
  replicas: number;
  /** Deliveries of one event to one consumer before it is dead-lettered. */
  maxDeliver: number;
  /** The waits before each redelivery (the last one repeats). */
  backoffMs: number[];
}

export const DEFAULT_STREAM_LIMITS: EventStreamLimits = {
  maxAgeMs: 7 * 24 * 3_600_000,
  maxBytes: 1024 ** 3,
  replicas: 1,
  maxDeliver: 10,
  backoffMs: [1_000, 5_000, 30_000, 120_000],
};

/** The JetStream header names a dead letter carries besides the event (see DeadLetters). */
export const DEAD_LETTER_HEADERS = {
  consumer: 'stamp-consumer',
  deliveries: 'stamp-deliveries',
  error: 'stamp-error',
} as const;

/**
 * Distributed mode: the process's NATS connection. Requests go through Nest's NATS transport on it
 * (`client`, a NatsRpcClient; a service's are served by a NatsRpcServer on `connection`:
 * docs/decisions/0013); events on a JetStream stream with a durable consumer per service.
 */
export class NatsBus implements MessageBus {
  private readonly loops: Promise<void>[] = [];
  private readonly samplers: (() => void)[] = [];
  /** Nest's ClientProxy for NATS on this connection: every request this process sends goes through it. */
  readonly client: NatsRpcClient;
  private readonly limits: EventStreamLimits;
  private readonly consumers: ConsumerMessages[] = [];
  private readonly consumerLoops: Promise<void>[] = [];
  /** False from a disconnect until the client has reconnected. */
  private connected = true;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly options: NatsBusOptions,
  ) {
    this.client = new NatsRpcClient({ connection: nc, namespace: options.namespace });
    this.limits = { ...DEFAULT_STREAM_LIMITS, ...options.limits };
    this.loops.push(this.followConnection());
  }

  private async followConnection(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
      } else if (status.type === 'reconnect') {
        this.connected = true;
      }
    }
  }

  /** Connects and makes sure the event stream exists; a failure names NATS and how to fix it. */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    try {
      return await NatsBus.open(options);
    } catch (error) {
      throw new StartupError(
        'NATS',
        `${messageOf(error)} (${maskedUrl(options.url)})`,
        'start nats-server with JetStream (nats-server -js), or set NATS_URL to a reachable server.',
      );
    }
  }

  private static async open(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connectNats({
      servers: options.url,
      name: options.name,
      maxReconnectAttempts: -1,
      // No stack captured up front for every request and timer (3 % of the gateway's CPU under load): a
      // failed request becomes a DomainError with the subject it was for, which says more than that stack.
      noAsyncTraces: true,
    });
    const jsm = await jetstreamManager(nc);
    const bus = new NatsBus(nc, jetstream(nc), jsm, options);
    await bus.ensureStreams();
    return bus;
  }

  get streamName(): string {
    return streamNameOf(this.options.namespace);
  }

  get deadLetterStreamName(): string {
    return deadLetterStreamOf(this.options.namespace);
  }

  /** The process's connection: Nest's request server of each service it runs shares it (NatsRpcServer). */
  get connection(): NatsConnection {
    return this.nc;
  }

  /** BUS_NAMESPACE: the prefix of every subject. */
  get namespace(): string {
    return this.options.namespace;
  }

  private eventSubject(subject: string): string {
    return `${this.options.namespace}.events.${subject}`;
  }

  /** An event's own subject (`store.created`) from its stream subject. */
  private eventOf(streamSubject: string): string {
    return streamSubject.slice(this.eventSubject('').length);
  }

  /**
   * The event stream and the dead-letter stream, bounded by age and size. A service (which passes its
   * limits) brings an existing stream to them; anything else only creates what is missing.
   */
  private async ensureStreams(): Promise<void> {
    const limits = {
      max_age: this.limits.maxAgeMs * NANOS_PER_MS,
      max_bytes: this.limits.maxBytes,
      num_replicas: this.limits.replicas,
      discard: DiscardPolicy.New,
    };
    await this.ensureStream({
      name: this.streamName,
      subjects: [this.eventSubject('>')],
      duplicate_window: 2 * 60 * 1_000 * NANOS_PER_MS,
      ...limits,
    });
    await this.ensureStream({
      name: this.deadLetterStreamName,
      subjects: [deadLetterSubjectOf(this.options.namespace, '>')],
      ...limits,
    });
  }

  private async ensureStream(config: StreamSpec): Promise<void> {
    const existing = await this.jsm.streams.info(config.name).catch(() => undefined);
    if (!existing) {
      await this.jsm.streams.add(config);
    } else if (this.options.limits) {
      const { name, subjects, ...settings } = config;
      const current = existing.config;
      if (
        current.max_age !== settings.max_age ||
        current.max_bytes !== settings.max_bytes ||
        current.discard !== settings.discard ||
        current.num_replicas !== settings.num_replicas
      ) {
        await this.jsm.streams.update(name, { ...settings, subjects });
        this.options.logger.info({ stream: name, ...settings }, 'event stream limits updated');
      }
    }
  }

  request<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options: RequestOptions = {},
  ): Promise<ResponseOf<D>> {
    return this.client.request(def, payload, options);
  }

  /**
   * A step of a graceful stop, after the service's NatsRpcServer has drained (its requests): stops
   * pulling events and finishes the one in hand. Publishing (the outbox relay) still works until `close`.
   */
  async stopServing(): Promise<void> {
    await Promise.all(this.consumers.splice(0).map((messages) => messages.close()));
    await Promise.allSettled(this.consumerLoops.splice(0));
    await this.nc.flush();
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    await this.js.publish(this.eventSubject(envelope.subject), encodeJson(envelope), { msgID: envelope.id });
  }

  /**
   * One durable consumer per service over all of this namespace's events (stream order is kept across
   * subjects); events the service does not handle are acknowledged and skipped. A single filter subject
   * works on every JetStream server (several filter subjects need NATS 2.10).
   */
  async consume(spec: EventConsumerSpec, handler: RawEventHandler): Promise<void> {
    // Redelivery waits are the naks' delays (see failed), not the consumer's `backoff`: that would
    // replace ack_wait with its first step and redeliver an event whose handling merely takes a while.
    const bounded = { max_deliver: this.limits.maxDeliver };
    const config = {
      durable_name: spec.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: 30 * 1_000 * NANOS_PER_MS,
      filter_subject: this.eventSubject('>'),
      ...bounded,
    };
    const existing = await this.jsm.consumers.info(this.streamName, spec.durable).catch(() => undefined);
    if (!existing) {
      await this.jsm.consumers.add(this.streamName, config);
    } else if (existing.config.max_deliver !== bounded.max_deliver) {
      await this.jsm.consumers.update(this.streamName, spec.durable, bounded);
    }
    const consumer = await this.js.consumers.get(this.streamName, spec.durable);
    this.samplers.push(
      sampleConsumer({
        jsm: this.jsm,
        stream: this.streamName,
        durable: spec.durable,
        intervalMs: this.options.consumerSampleMs ?? CONSUMER_SAMPLE_MS,
        logger: this.options.logger,
      }),
    );
    const messages = await consumer.consume({ max_messages: 64 });
    this.consumers.push(messages);
    const loop = (async () => {
      for await (const msg of messages) {
        try {
          const envelope = msg.json<EventEnvelope>();
          if (spec.subjects.some((pattern) => subjectMatches(pattern, envelope.subject))) {
            await handler(envelope);
          }
          msg.ack();
        } catch (error) {
          await this.failed(msg, spec.durable, error);
        }
      }
    })();
    this.consumerLoops.push(loop);
  }

  /**
   * An event its handler failed: delivered again after the next backoff, or, past `maxDeliver`
   * deliveries, moved to the dead-letter stream (with the consumer, the count and the error) and
   * terminated, so one poison event neither blocks nor loops forever. An operator lists and replays
   * dead letters with `npm run dead-letters`.
   */
  private async failed(msg: JsMsg, durable: string, error: unknown): Promise<void> {
    const deliveries = msg.info.deliveryCount;
    if (deliveries < this.limits.maxDeliver) {
      const backoff = this.limits.backoffMs;
      this.options.logger.error(
        { err: error, subject: msg.subject, deliveries },
        'event handling failed; will retry',
      );
      msg.nak(backoff[Math.min(deliveries, backoff.length) - 1]);
      return;
    }
    const hdrs = headers();
    hdrs.set(DEAD_LETTER_HEADERS.consumer, durable);
    hdrs.set(DEAD_LETTER_HEADERS.deliveries, String(deliveries));
    hdrs.set(DEAD_LETTER_HEADERS.error, messageOf(error).slice(0, 500));
    try {
      await this.js.publish(deadLetterSubjectOf(this.options.namespace, durable), msg.data, {
        headers: hdrs,
        msgID: `${durable}:${String(msg.info.streamSequence)}`,
      });
      msg.term(`dead-lettered after ${String(deliveries)} deliveries`);
      eventsDeadLettered.inc({ consumer: durable, subject: this.eventOf(msg.subject) });
      this.options.logger.error(
        { err: error, subject: msg.subject, deliveries, consumer: durable },
        'event dead-lettered after its last delivery',
      );
    } catch (failure) {
      this.options.logger.error({ err: failure, subject: msg.subject }, 'could not dead-letter an event');
      msg.nak(this.limits.backoffMs[this.limits.backoffMs.length - 1]);
    }
  }

  /**
   * A plain (core NATS) subscription to the events' subjects: JetStream stores what the outbox relay
   * publishes and core NATS hands the same message to every subscriber. A disconnect is a gap.
   */
  watch(watcher: EventWatcher): void {
    for (const pattern of watcher.subjects) {
      this.nc.subscribe(this.eventSubject(pattern), {
        callback: (error, msg) => {
          if (error) {
            this.options.logger.error({ err: error, pattern }, 'event watch failed');
            watcher.onGap();
            return;
          }
          try {
            watcher.onEvent(msg.json<EventEnvelope>());
          } catch (failure) {
            this.options.logger.error({ err: failure, subject: msg.subject }, 'event watcher failed');
            watcher.onGap();
          }
        },
      });
    }
    const statuses = (async () => {
      for await (const status of this.nc.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnect') {
          watcher.onGap();
        }
      }
    })();
    this.loops.push(statuses);
  }

  isReady(): boolean {
    return this.connected && !this.nc.isClosed();
  }

  /** Test and operations helper: remove this namespace's streams (and so its consumers and dead letters). */
  async deleteStream(): Promise<void> {
    await this.jsm.streams.delete(this.streamName);
    await this.jsm.streams.delete(this.deadLetterStreamName).catch(() => false);
  }

  async close(): Promise<void> {
    for (const stop of this.samplers.splice(0)) {
      stop();
    }
    await Promise.all(this.consumers.splice(0).map((messages) => messages.close()));
    await this.client.close();
    if (!this.nc.isClosed()) {
      await this.nc.drain();
    }
    await Promise.allSettled([...this.loops, ...this.consumerLoops]);
  }
}

interface StreamSpec {
  name: string;
  subjects: string[];
  duplicate_window?: number;
  max_age: number;
  max_bytes: number;
  num_replicas: number;
  discard: DiscardPolicy;
}

/** The event stream of a namespace. */
export function streamNameOf(namespace: string): string {
  return `${namespace.toUpperCase().replace(/-/g, '_')}_EVENTS`;
}

/** The stream of a namespace's dead letters: events a consumer failed `maxDeliver` times. */
export function deadLetterStreamOf(namespace: string): string {
  return `${namespace.toUpperCase().replace(/-/g, '_')}_DEAD_LETTERS`;
}

/** The subject a consumer's dead letters are published on. */
export function deadLetterSubjectOf(namespace: string, consumer: string): string {
  return `${namespace}.dead-letters.${consumer}`;
}
