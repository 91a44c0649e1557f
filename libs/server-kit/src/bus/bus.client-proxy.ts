import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { RequestDef, RequestOf, ResponseOf } from '@stamp/contracts';
import { MessageBus, RequestOptions } from './message-bus';

/** What a BusClientProxy sends: a request with its contract and options (request id, trace, time limit). */
export class BusRecord<D extends RequestDef<object, unknown> = RequestDef<object, unknown>> {
  constructor(
    readonly def: D,
    readonly payload: RequestOf<D>,
    readonly options: RequestOptions,
  ) {}
}

/**
 * Nest's `ClientProxy` over the in-process bus of `npm start` (docs/decisions/0013; in distributed mode
 * the gateway sends through Nest's ClientNats, NatsRpcClient): what the gateway sends its requests through. `request(def, payload)` is the typed send of the contracts: a payload of the
 * wrong class is a compile error, and a refusal comes back as the service's DomainError. Events are not
 * sent by clients: a service announces them through its outbox.
 */
export class BusClientProxy extends ClientProxy {
  constructor(private readonly bus: MessageBus) {
    super();
  }

  request<D extends RequestDef<object, unknown>>(
    def: D,
    payload: RequestOf<D>,
    options: RequestOptions = {},
  ): Promise<ResponseOf<D>> {
    const reply$ = this.send<ResponseOf<D>, BusRecord<D>>(def.subject, new BusRecord(def, payload, options));
    // A reply without data (a void answer) completes the stream with no value.
    return lastValueFrom(reply$, { defaultValue: undefined }) as Promise<ResponseOf<D>>;
  }

  connect(): Promise<MessageBus> {
    return Promise.resolve(this.bus);
  }

  /** The bus is closed by whoever opened it. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Nothing to unwrap: the bus is given to this client. */
  unwrap(): never {
    throw new Error('BusClientProxy wraps a MessageBus it was given; use that bus');
  }

  protected publish(packet: ReadPacket<BusRecord>, callback: (packet: WritePacket) => void): () => void {
    const { def, payload, options } = packet.data;
    this.bus.request(def, payload, options).then(
      (response) => {
        callback({ response, isDisposed: true });
      },
      (err: unknown) => {
        callback({ err, isDisposed: true });
      },
    );
    // A request on the bus cannot be withdrawn once sent: its answer is simply not awaited.
    return () => undefined;
  }

  protected dispatchEvent(): Promise<never> {
    return Promise.reject(new Error('Events leave a service through its outbox (UnitOfWork), not a client'));
  }
}
