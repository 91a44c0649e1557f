import {
  JetStreamClient,
  JetStreamManager,
  StoredMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import { NatsConnection } from '@nats-io/transport-node';
import { EventEnvelope } from '@stamp/contracts';
import { DEAD_LETTER_HEADERS, deadLetterStreamOf, streamNameOf } from './nats.bus';
import { decodeJson } from './wire';

/** One event a consumer gave up on, as an operator sees it. */
export interface DeadLetter {
  /** Its sequence in the dead-letter stream: what `replay` takes. */
  seq: number;
  consumer: string;
  deliveries: number;
  error: string;
  deadLetteredAt: Date;
  event: EventEnvelope;
}

/**
 * The dead-letter stream of one namespace, for operators (`npm run dead-letters`) and tests: list what is
 * there, and replay an event once its cause is fixed. A replay publishes the event again on its own
 * subject (under a new JetStream message id, so the stream's duplicate window does not drop it) and removes
 * the dead letter; consumers that had already applied the event find its id and skip it.
 */
export class DeadLetters {
  private readonly js: JetStreamClient;

  private constructor(
    private readonly jsm: JetStreamManager,
    nc: NatsConnection,
    private readonly namespace: string,
  ) {
    this.js = jetstream(nc);
  }

  static async open(nc: NatsConnection, namespace: string): Promise<DeadLetters> {
    return new DeadLetters(await jetstreamManager(nc), nc, namespace);
  }

  private get stream(): string {
    return deadLetterStreamOf(this.namespace);
  }

  async list(): Promise<DeadLetter[]> {
    const info = await this.jsm.streams.info(this.stream);
    const letters: DeadLetter[] = [];
    for (let seq = info.state.first_seq; seq > 0 && seq <= info.state.last_seq; seq++) {
      const stored = await this.jsm.streams.getMessage(this.stream, { seq }).catch(() => null);
      if (stored) {
        letters.push(deadLetterOf(stored));
      }
    }
    return letters;
  }

  /** Publishes the dead letter's event again and removes it; false when there is no such dead letter. */
  async replay(seq: number): Promise<boolean> {
    const stored = await this.jsm.streams.getMessage(this.stream, { seq }).catch(() => null);
    if (!stored) {
      return false;
    }
    const { event } = deadLetterOf(stored);
    await this.js.publish(`${this.namespace}.events.${event.subject}`, stored.data, {
      msgID: `${event.id}:replay:${String(seq)}`,
    });
    await this.jsm.streams.deleteMessage(this.stream, seq);
    return true;
  }

  /** Whether the namespace's event stream exists (a wrong namespace is named, not listed as empty). */
  async exists(): Promise<boolean> {
    return this.jsm.streams
      .info(streamNameOf(this.namespace))
      .then(() => true)
      .catch(() => false);
  }
}

function deadLetterOf(stored: StoredMsg): DeadLetter {
  return {
    seq: stored.seq,
    consumer: stored.header.get(DEAD_LETTER_HEADERS.consumer),
    deliveries: Number(stored.header.get(DEAD_LETTER_HEADERS.deliveries)),
    error: stored.header.get(DEAD_LETTER_HEADERS.error),
    deadLetteredAt: stored.time,
    event: decodeJson(stored.data) as EventEnvelope,
  };
}
