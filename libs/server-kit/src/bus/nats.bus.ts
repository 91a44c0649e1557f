import {
  AckPolicy,
  DeliverPolicy,
  JetStreamClient,
  JetStreamManager,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import { NatsConnection, connect, headers } from '@nats-io/transport-node';
import { Logger } from 'pino';
import {
  CommonErrorCode,
  EventEnvelope,
  RequestDef,
  RequestOf,
  ResponseOf,
  WireReply,
} from '@stamp/contracts';
import { sampleConsumer } from '../metrics/consumer-sampler';
import { measuredRequest } from '../metrics/metrics';
import { maskedUrl, messageOf, StartupError } from '../process/startup-error';
import {
  EventConsumerSpec,
  EventWatcher,
  MessageBus,
  RawEventHandler,
  RawRequestHandler,
  RequestOptions,
  outgoingHeaders,
} from './message-bus';
import { ReplyInbox } from './reply-inbox';
import { subjectMatches } from './subject-match';
import { decodeJson, encodeJson, unwrapReply } from './wire';

const REQUEST_ID_HEADER = 'x-request-id';
const TRACEPARENT_HEADER = 'traceparent';
const DEFAULT_TIMEOUT_MS = 10_000;
const REDELIVERY_DELAY_MS = 2_000;
/** The shortest time between two batches of requests and replies (see `soon`). */
const BATCH_INTERVAL_MS = 1;
const CONSUMER_SAMPLE_MS = 15_000;

export interface NatsBusOptions {
  url: string;
  /** Prefix of every subject and of the stream name, so several deployments (or test runs) can share a server. */
  namespace: string;
  logger: Logger;
  name: string;
  /** How often each durable consumer's pending counts are sampled into the metrics (default 15 s). */
  consumerSampleMs?: number;
}

/** Distributed mode: request/reply on core NATS, events on a JetStream stream with a durable consumer per service. */
export class NatsBus implements MessageBus {
  private readonly loops: Promise<void>[] = [];
  private readonly samplers: (() => void)[] = [];
  /** Requests and replies waiting to be sent in one batch (see `soon`). */
  private readonly outgoing: (() => void)[] = [];
  /** When the last batch was sent (`performance.now()`). */
  private lastBatchAt = -Infinity;
  private readonly replies: ReplyInbox;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly options: NatsBusOptions,
  ) {
    this.replies = new ReplyInbox(nc);
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
    const nc = await connect({
      servers: options.url,
      name: options.name,
      maxReconnectAttempts: -1,
      // No stack captured up front for every request and timer (3 % of the gateway's CPU under load): a
      // failed request becomes a DomainError with the subject it was for, which says more than that stack.
      noAsyncTraces: true,
    });
    const jsm = await jetstreamManager(nc);
    const bus = new NatsBus(nc, jetstream(nc), jsm, options);
    await bus.ensureStream();
    return bus;
  }

  get streamName(): string {
    return `${this.options.namespace.toUpperCase().replace(/-/g, '_')}_EVENTS`;
  }

  private requestSubject(subject: string): string {
    return `${this.options.namespace}.rpc.${subject}`;
  }

  private eventSubject(subject: string): string {
    return `${this.options.namespace}.events.${subject}`;
  }

  private async ensureStream(): Promise<void> {
    const config = {
      name: this.streamName,
      subjects: [this.eventSubject('>')],
      duplicate_window: 2 * 60 * 1_000_000_000,
    };
    try {
      await this.jsm.streams.info(this.streamName);
    } catch {
      await this.jsm.streams.add(config);
    }
  }

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
    const hdrs = headers();
    const { requestId, traceparent } = outgoingHeaders(options);
    if (requestId) {
      hdrs.set(REQUEST_ID_HEADER, requestId);
    }
    if (traceparent) {
      hdrs.set(TRACEPARENT_HEADER, traceparent);
    }
    const { replyTo, reply } = this.replies.expect(def.subject, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.soon(() => {
      try {
        this.nc.publish(this.requestSubject(def.subject), encodeJson(payload), {
          reply: replyTo,
          headers: hdrs,
        });
      } catch (error) {
        // The connection is closing or closed: the caller gets Unavailable, the log the reason.
        this.options.logger.warn({ err: error, subject: def.subject }, 'could not send a request on the bus');
        this.replies.fail(replyTo);
      }
    });
    const msg = await reply;
    return unwrapReply(decodeJson(msg.data) as WireReply<ResponseOf<D>>);
  }

  serve(subject: string, queue: string, handler: RawRequestHandler): Promise<void> {
    this.nc.subscribe(this.requestSubject(subject), {
      queue,
      callback: (error, msg) => {
        if (error) {
          this.options.logger.error({ err: error, subject }, 'subscription error');
          return;
        }
        const requestId = msg.headers?.get(REQUEST_ID_HEADER) ?? undefined;
        const traceparent = msg.headers?.get(TRACEPARENT_HEADER) ?? undefined;
        void (async () => {
          let body: unknown;
          try {
            body = decodeJson(msg.data);
          } catch {
            msg.respond(
              encodeJson({
                ok: false,
                error: { code: CommonErrorCode.ValidationFailed, message: 'Malformed message' },
              }),
            );
            return;
          }
          const reply = encodeJson(await handler(body, { requestId, traceparent }));
          this.soon(() => msg.respond(reply));
        })();
      },
    });
    return Promise.resolve();
  }

  /**
   * Sends together with every other request and reply made meanwhile: the client writes to the socket
   * once per batch, so under load many messages share one write (and one wake-up of the NATS server, and
   * through it of the receiver) instead of one each. A batch leaves at the end of this turn of the event
   * loop, or, when the last one left less than BATCH_INTERVAL_MS ago, once that interval has passed: idle,
   * a message waits for nothing; under load, the messages of up to a millisecond share a write.
   */
  private soon(send: () => void): void {
    this.outgoing.push(send);
    if (this.outgoing.length > 1) {
      return;
    }
    const wait = this.lastBatchAt + BATCH_INTERVAL_MS - performance.now();
    if (wait > 0) {
      setTimeout(this.sendBatch, wait);
    } else {
      setImmediate(this.sendBatch);
    }
  }

  private readonly sendBatch = (): void => {
    this.lastBatchAt = performance.now();
    for (const next of this.outgoing.splice(0)) {
      try {
        next();
      } catch (error) {
        // A reply to a request that can no longer be answered (the connection closed meanwhile).
        this.options.logger.warn({ err: error }, 'could not send on the bus');
      }
    }
  };

  async publish(envelope: EventEnvelope): Promise<void> {
    await this.js.publish(this.eventSubject(envelope.subject), encodeJson(envelope), { msgID: envelope.id });
  }

  /**
   * One durable consumer per service over all of this namespace's events (stream order is kept across
   * subjects); events the service does not handle are acknowledged and skipped. A single filter subject
   * works on every JetStream server (several filter subjects need NATS 2.10).
   */
  async consume(spec: EventConsumerSpec, handler: RawEventHandler): Promise<void> {
    const config = {
      durable_name: spec.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: 30 * 1_000_000_000,
      filter_subject: this.eventSubject('>'),
    };
    try {
      await this.jsm.consumers.info(this.streamName, spec.durable);
    } catch {
      await this.jsm.consumers.add(this.streamName, config);
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
    const loop = (async () => {
      for await (const msg of messages) {
        try {
          const envelope = msg.json<EventEnvelope>();
          if (spec.subjects.some((pattern) => subjectMatches(pattern, envelope.subject))) {
            await handler(envelope);
          }
          msg.ack();
        } catch (error) {
          this.options.logger.error(
            { err: error, subject: msg.subject },
            'event handling failed; will retry',
          );
          msg.nak(REDELIVERY_DELAY_MS);
        }
      }
    })();
    this.loops.push(loop);
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
    return !this.nc.isClosed();
  }

  /** Test and operations helper: remove this namespace's stream (and so its consumers). */
  async deleteStream(): Promise<void> {
    await this.jsm.streams.delete(this.streamName);
  }

  async close(): Promise<void> {
    for (const stop of this.samplers.splice(0)) {
      stop();
    }
    if (!this.nc.isClosed()) {
      await this.nc.drain();
    }
    this.replies.failAll();
    await Promise.allSettled(this.loops);
  }
}
