import {
  IncomingRequest,
  MessageHandler,
  NatsContext,
  OutgoingResponse,
  ServerNats,
} from '@nestjs/microservices';
import { Msg, MsgHdrs, NatsConnection, Subscription } from '@nats-io/transport-node';
import { Logger } from 'pino';
import { Observable, finalize, from, isObservable, of } from 'rxjs';
import { CommonErrorCode, WireReply } from '@stamp/contracts';
import { BusHeaders } from '../bus/message-bus';
import { REQUEST_ID_HEADER, TRACEPARENT_HEADER, rpcSubjectOf } from '../bus/nats-rpc.client';
import { BusRequestContext } from './message-contexts';
import { WireFailure } from './wire-error.filter';

const MALFORMED: WireReply<never> = {
  ok: false,
  error: { code: CommonErrorCode.ValidationFailed, message: 'Malformed message' },
};

/** A request whose body is not JSON: answered `common.validation_failed` without reaching a handler. */
class MalformedRequest extends Error {}

/**
 * Reads a request: its body is the bare JSON payload (what NatsRpcClient and NatsBus send, and
 * `nats req <ns>.rpc.store.health '{}'`), the subject says the pattern and the reply subject is its id (a
 * message without one would be taken for an event, its handler run without an answer).
 */
export class RequestPacketDeserializer {
  deserialize(msg: Msg, options?: Record<string, unknown>): IncomingRequest {
    let data: unknown;
    try {
      data = msg.json<unknown>();
    } catch {
      throw new MalformedRequest();
    }
    return { pattern: options?.channel, data, id: (options?.replyTo as string | undefined) ?? '' };
  }
}

/**
 * Writes a handler's answer as the `WireReply` callers read (NatsRpcClient, and anything speaking NATS):
 * `{ok: true, data}`, or the error WireErrorFilter made of a failure. An error that did not pass that
 * filter is `common.internal` (and logged), never its message.
 */
export class WireReplySerializer {
  constructor(private readonly logger: Logger) {}

  serialize(packet: OutgoingResponse): { data: string } {
    return { data: JSON.stringify(this.replyOf(packet)) };
  }

  private replyOf(packet: OutgoingResponse): WireReply<unknown> {
    const err: unknown = packet.err;
    if (err === undefined || err === null) {
      return { ok: true, data: packet.response as unknown };
    }
    if (err instanceof WireFailure) {
      return { ok: false, error: err.error };
    }
    this.logger.error({ err }, 'a request failed outside its exception filter');
    return { ok: false, error: { code: CommonErrorCode.Internal, message: 'Internal error' } };
  }
}

export interface NatsRpcServerOptions {
  /** The process's NATS connection (NatsBus's): this server neither opens nor closes it. */
  connection: NatsConnection;
  /** BUS_NAMESPACE: the server subscribes `<namespace>.rpc.<pattern>` (rpcSubjectOf). */
  namespace: string;
  /** The service's queue group: its replicas share the requests. */
  queue: string;
  logger: Logger;
}

/**
 * Nest's `ServerNats` serving a service's `@MessagePattern` handlers on the NatsBus's connection
 * (docs/decisions/0013). It adds to ServerNats: the namespace, applied when it subscribes (the patterns
 * stay the contracts' subjects, the same in both modes, and the namespace is a validated setting, not
 * something a decorator could read); the handler's `@Ctx()` as the BusRequestContext the in-process mode
 * gives too (request id and `traceparent` from the NATS headers); the WireReply on the wire; a graceful
 * stop that answers every request taken; and the shared connection.
 */
export class NatsRpcServer extends ServerNats {
  private readonly serving: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly rpc: NatsRpcServerOptions) {
    super({
      queue: rpc.queue,
      serializer: new WireReplySerializer(rpc.logger),
      deserializer: new RequestPacketDeserializer(),
    });
  }

  /** Request handlers only: events arrive through the JetStream consumer (BusServer). */
  override addHandler(
    pattern: unknown,
    callback: MessageHandler,
    isEventHandler = false,
    extras: Record<string, unknown> = {},
  ): void {
    if (isEventHandler) {
      throw new Error(`${String(pattern)} is an event: NatsRpcServer serves requests only`);
    }
    const subject = this.normalizePattern(pattern as string);
    const handler = ((data: unknown, context: NatsContext) =>
      this.track(() =>
        callback(
          data,
          new BusRequestContext([subject, headersOf(context.getHeaders() as MsgHdrs | undefined)]),
        ),
      )) as MessageHandler;
    super.addHandler(pattern, handler, false, extras);
  }

  /**
   * The handler of a subscribed pattern. Every channel `bindEvents` subscribes is one of `messageHandlers`'
   * own keys, already a route: Nest's lookup first tries `JSON.parse` on it (for a pattern sent as JSON),
   * and a contract's subject is not JSON, so every request threw and caught a SyntaxError, about 20 µs of
   * the loyalty service's CPU per stamp (docs/benchmarks.md).
   */
  override getHandlerByPattern(pattern: string): MessageHandler | null {
    return this.messageHandlers.get(pattern) ?? null;
  }

  /** The shared connection, already open. */
  override createNatsClient(): Promise<NatsConnection> {
    return Promise.resolve(this.rpc.connection);
  }

  /**
   * ServerNats's start, listening once the NATS server has the subscriptions: a flush (a PING the server
   * answers after the SUBs sent before it). Subscribing only sends them; a request another connection sent
   * the moment the service said it was listening could reach the server first and be answered "no
   * responders" (seen in CI, under load, with the subscriptions and the requests written in the same turn).
   */
  override start(callback: (error?: unknown) => void): void {
    // ServerNats's start subscribes (bindEvents) and calls back with no error: a throw reaches `listen`.
    super.start(() => {
      this.rpc.connection.flush().then(() => {
        callback();
      }, callback);
    });
  }

  override bindEvents(client: NatsConnection): void {
    for (const pattern of this.messageHandlers.keys()) {
      this.serving.push(
        client.subscribe(rpcSubjectOf(this.rpc.namespace, pattern), {
          queue: this.rpc.queue,
          callback: this.getMessageHandler(pattern).bind(this) as (error: Error | null, msg: Msg) => void,
        }),
      );
    }
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    try {
      return (await super.handleMessage(channel, natsMsg)) as unknown;
    } catch (error) {
      if (!(error instanceof MalformedRequest)) {
        throw error;
      }
      if (natsMsg.reply) {
        natsMsg.respond(JSON.stringify(MALFORMED));
      }
      return undefined;
    }
  }

  /**
   * The first step of a graceful stop: leaves the queue groups (the other replicas get the requests from
   * now on) and answers every request already taken.
   */
  async drain(): Promise<void> {
    await Promise.all(this.serving.splice(0).map((subscription) => subscription.drain()));
    while (this.inFlight.size > 0) {
      await Promise.allSettled([...this.inFlight]);
    }
    // A reply leaves on the tick after its handler's answer (Server.send).
    await new Promise((resolve) => setImmediate(resolve));
    if (!this.rpc.connection.isClosed()) {
      await this.rpc.connection.flush();
    }
  }

  /** Stops serving; the connection is closed by the bus that opened it. */
  override close(): Promise<void> {
    for (const subscription of this.serving.splice(0)) {
      subscription.unsubscribe();
    }
    return Promise.resolve();
  }

  /** Runs a handler, remembered until its answer is out (see drain). */
  private async track(handle: () => Promise<unknown>): Promise<Observable<unknown>> {
    let done!: () => void;
    const running = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.inFlight.add(running);
    const end = (): void => {
      this.inFlight.delete(running);
      done();
    };
    try {
      const result = await handle();
      const answer$ = isObservable(result) ? result : result instanceof Promise ? from(result) : of(result);
      return answer$.pipe(finalize(end));
    } catch (error) {
      end();
      throw error;
    }
  }
}

function headersOf(hdrs: MsgHdrs | undefined): BusHeaders {
  return { requestId: headerOf(hdrs, REQUEST_ID_HEADER), traceparent: headerOf(hdrs, TRACEPARENT_HEADER) };
}

/** A header's value; absent or empty (nats.js answers '' for a header not sent) is undefined. */
function headerOf(hdrs: MsgHdrs | undefined, name: string): string | undefined {
  const value = hdrs?.get(name);
  return value === undefined || value === '' ? undefined : value;
}
