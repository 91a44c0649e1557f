import {
  ClientNats,
  IncomingResponse,
  NatsRecord,
  NatsRecordBuilder,
  ReadPacket,
  WritePacket,
} from '@nestjs/microservices';
import { Msg, MsgHdrs, NatsConnection, Subscription, createInbox, headers } from '@nats-io/transport-node';
import { lastValueFrom, timeout } from 'rxjs';
import { CommonErrorCode, DomainError, RequestDef, RequestOf, ResponseOf, WireReply } from '@stamp/contracts';
import { measuredRequest } from '../metrics/metrics';
import { RequestOptions, outgoingHeaders } from './message-bus';

/** The NATS headers a request carries into its handler's context (BusRequestContext). */
export const REQUEST_ID_HEADER = 'x-request-id';
export const TRACEPARENT_HEADER = 'traceparent';

/** A request's NATS headers: its request id and `traceparent`, each when it has one. */
function requestHeaders(options: RequestOptions): MsgHdrs {
  const hdrs = headers();
  const { requestId, traceparent } = outgoingHeaders(options);
  if (requestId) {
    hdrs.set(REQUEST_ID_HEADER, requestId);
  }
  if (traceparent) {
    hdrs.set(TRACEPARENT_HEADER, traceparent);
  }
  return hdrs;
}

/** How long a caller waits for a reply unless it says otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** The subject a request is sent on: the deployment's namespace, `rpc`, then the contract's subject. */
export function rpcSubjectOf(namespace: string, subject: string): string {
  return `${namespace}.rpc.${subject}`;
}

/**
 * Reads a service's reply, a `WireReply` (`{ok, data}` / `{ok: false, error}`), into the packet Nest's
 * ClientProxy expects: the data as the response, a refusal as the service's DomainError (the gateway maps
 * its code to HTTP as it always has). Every reply is the last one for its request.
 */
export class WireReplyDeserializer {
  deserialize(msg: Msg): IncomingResponse {
    let reply: WireReply<unknown>;
    try {
      reply = msg.json<WireReply<unknown>>();
    } catch {
      return {
        id: '',
        err: new DomainError(CommonErrorCode.Internal, 'Malformed reply'),
        isDisposed: true,
      };
    }
    return reply.ok
      ? { id: '', response: reply.data, isDisposed: true }
      : { id: '', err: DomainError.fromWire(reply.error), isDisposed: true };
  }
}

const replies = new WireReplyDeserializer();

/**
 * Writes a request as its bare JSON payload with its headers (a NatsRecord's), as the bus's requests have
 * always been: NatsRpcServer reads it, and so does `nats req`. Nest's `{pattern, data, id}` packet would say nothing the subject and the reply
 * subject do not say already.
 */
export class BarePayloadSerializer {
  serialize(packet: ReadPacket & { id: string }): { data: string; headers?: unknown } {
    const record: unknown = packet.data;
    return record instanceof NatsRecord
      ? { data: JSON.stringify(record.data), headers: record.headers }
      : { data: JSON.stringify(record) };
  }
}

export interface NatsRpcClientOptions {
  /** The process's NATS connection (NatsBus's): this client neither opens nor closes it. */
  connection: NatsConnection;
  /** BUS_NAMESPACE: every request subject is prefixed with it (rpcSubjectOf). */
  namespace: string;
}

/**
 * Nest's `ClientNats` on the process's NATS connection (docs/decisions/0013): what the gateway and the
 * services send their requests through (NatsBus's `client`). What it adds to ClientNats: the namespace
 * prefix, the request id and `traceparent` as NATS headers (a NatsRecord), the contracts' typed
 * `request(def, payload)`, the time limit, and the errors callers have always had: a refusal is the
 * service's DomainError, and no answer (nobody serving, a time-out, a closed connection) is
 * `common.unavailable` naming the subject.
 */
export class NatsRpcClient extends ClientNats {
  private readonly replyPrefix = `${createInbox()}.`;
  private replies: Subscription | undefined;

  constructor(private readonly rpc: NatsRpcClientOptions) {
    super({ serializer: new BarePayloadSerializer(), deserializer: replies });
  }

  request<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options: RequestOptions = {},
  ): Promise<ResponseOf<D>> {
    return measuredRequest(def.subject, () => this.ask(def, payload, options));
  }

  private async ask<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options: RequestOptions,
  ): Promise<ResponseOf<D>> {
    const hdrs = requestHeaders(options);
    const record = new NatsRecordBuilder(payload).setHeaders(hdrs).build();
    const reply$ = this.send<ResponseOf<D>>(def.subject, record).pipe(
      timeout(options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
    );
    try {
      // A reply without data (a void answer) completes the stream with no value.
      return (await lastValueFrom(reply$, { defaultValue: undefined })) as ResponseOf<D>;
    } catch (error) {
      if (error instanceof DomainError) {
        throw error;
      }
      // Nobody serving the subject (NATS's no-responders, an empty reply), no reply in time, or a
      // connection closing or closed.
      throw new DomainError(CommonErrorCode.Unavailable, `No answer from ${def.subject}`);
    }
  }

  /** The bus's connection, opened already. */
  override createClient(): Promise<NatsConnection> {
    return Promise.resolve(this.rpc.connection);
  }

  /** Fails the requests still waiting; the connection is closed by the bus that opened it. */
  override close(): Promise<void> {
    this.handleClose();
    return Promise.resolve();
  }

  /**
   * ClientNats's publish, with one reply subscription per connection instead of one per request: the
   * reply subject is this client's inbox and the packet id, and a reply
   * finds its caller in Nest's `routingMap` by that id (as ClientRedis and ClientMqtt route theirs).
   * ClientNats subscribes a new inbox and unsubscribes it for every request, three protocol operations
   * instead of one (docs/benchmarks.md, "Request/reply on Nest's NATS transport").
   */
  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const packet = this.assignPacketId(partialPacket);
    this.routingMap.set(packet.id, callback);
    try {
      const connection = this.rpc.connection;
      if (!this.replies || this.replies.isClosed()) {
        this.replies = connection.subscribe(`${this.replyPrefix}*`, {
          callback: (error, msg) => {
            this.route(error, msg);
          },
        });
      }
      const serialized = this.serializer.serialize(packet) as { data: string; headers?: unknown };
      const subject = this.normalizePattern(packet.pattern as string);
      const options = {
        reply: `${this.replyPrefix}${packet.id}`,
        headers: this.mergeHeaders(serialized.headers) as MsgHdrs | undefined,
      };
      connection.publish(subject, serialized.data, options);
    } catch (err) {
      // A closing or closed connection: the request fails at once (Unavailable), not at its time-out.
      this.routingMap.delete(packet.id);
      callback({ err });
      return () => undefined;
    }
    return () => {
      this.routingMap.delete(packet.id);
    };
  }

  private route(error: Error | null, msg: Msg): void {
    if (error) {
      // The subscription ended (the connection is closing): nothing more will be answered.
      this.handleClose();
      return;
    }
    const callback = this.callbackOf(msg.subject.slice(this.replyPrefix.length));
    if (!callback) {
      return; // a reply after its request timed out
    }
    if (msg.data.length === 0) {
      // NATS's "no responders" (status 503), or an empty reply.
      callback({ err: new Error(`No responders on ${msg.subject}`), isDisposed: true });
      return;
    }
    const reply: { err?: unknown; response?: unknown } = replies.deserialize(msg);
    callback({ err: reply.err, response: reply.response, isDisposed: true });
  }

  /** The caller waiting for the reply to packet `id` (Nest keeps it in `routingMap`). */
  private callbackOf(id: string): ((packet: WritePacket) => void) | undefined {
    return this.routingMap.get(id) as ((packet: WritePacket) => void) | undefined;
  }

  protected override normalizePattern(pattern: string): string {
    return rpcSubjectOf(this.rpc.namespace, super.normalizePattern(pattern));
  }
}
