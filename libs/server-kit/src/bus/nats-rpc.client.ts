import { ClientNats, IncomingResponse, NatsRecordBuilder } from '@nestjs/microservices';
import { Msg, NatsConnection, headers } from '@nats-io/transport-node';
import { lastValueFrom, timeout } from 'rxjs';
import { CommonErrorCode, DomainError, RequestDef, RequestOf, ResponseOf, WireReply } from '@stamp/contracts';
import { measuredRequest } from '../metrics/metrics';
import { RequestOptions, outgoingHeaders } from './message-bus';

/** The NATS headers a request carries into its handler's context (BusRequestContext). */
export const REQUEST_ID_HEADER = 'x-request-id';
export const TRACEPARENT_HEADER = 'traceparent';
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

export interface NatsRpcClientOptions {
  /** The process's NATS connection (NatsBus's): this client neither opens nor closes it. */
  connection: NatsConnection;
  /** BUS_NAMESPACE: every request subject is prefixed with it (rpcSubjectOf). */
  namespace: string;
}

/**
 * Nest's `ClientNats` on the process's NATS connection (docs/decisions/0013): what the gateway and the
 * services send their requests through in distributed mode. What it adds to ClientNats: the namespace
 * prefix, the request id and `traceparent` as NATS headers (a NatsRecord), the contracts' typed
 * `request(def, payload)`, the time limit, and the errors callers have always had: a refusal is the
 * service's DomainError, and no answer (nobody serving, a time-out, a closed connection) is
 * `common.unavailable` naming the subject.
 */
export class NatsRpcClient extends ClientNats {
  constructor(private readonly rpc: NatsRpcClientOptions) {
    super({ deserializer: new WireReplyDeserializer() });
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
    const hdrs = headers();
    const { requestId, traceparent } = outgoingHeaders(options);
    if (requestId) {
      hdrs.set(REQUEST_ID_HEADER, requestId);
    }
    if (traceparent) {
      hdrs.set(TRACEPARENT_HEADER, traceparent);
    }
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

  protected override normalizePattern(pattern: string): string {
    return rpcSubjectOf(this.rpc.namespace, super.normalizePattern(pattern));
  }
}
