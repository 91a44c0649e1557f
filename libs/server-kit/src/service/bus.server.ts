import { CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import { Logger } from 'pino';
import { lastValueFrom } from 'rxjs';
import { CommonErrorCode, EventEnvelope, WireReply } from '@stamp/contracts';
import { BusHeaders, MessageBus, RequestServing, consumerNameOf } from '../bus/message-bus';
import { eventsConsumed } from '../metrics/metrics';
import { EventInbox } from '../outbox/event-inbox';
import { BusEventContext, BusRequestContext } from './message-contexts';
import { NatsRpcServer } from './nats-rpc.server';
import { WireFailure } from './wire-error.filter';

export interface BusServerOptions {
  /** The bus the event handlers are served on: NATS (distributed) or in-process (standalone). */
  bus: MessageBus;
  /**
   * What serves the request handlers: the bus (NATS or in-process), or Nest's ServerNats (NatsRpcServer)
   * when the requests go over Nest's NATS transport.
   */
  requests: NatsRpcServer | RequestServing;
  service: string;
  /** Where an event's id is recorded with its effect, so a redelivery changes nothing. */
  inbox: EventInbox;
  logger: Logger;
}

/**
 * The transport strategy of every service (docs/decisions/0013-nest-nats-request-reply.md): Nest
 * collects the `@MessagePattern` and `@EventPattern` handlers, and this server binds them. Requests are
 * served in the service's queue group (replicas share them) and answered with a `WireReply`: by the bus
 * (NATS or in-process), or by Nest's ServerNats (NatsRpcServer, given the handlers here and started with
 * this server) when the requests go over Nest's NATS transport. Events arrive through the service's durable consumer, each applied once in a transaction
 * with its processed-event record, and a handler's failure reaches the consumer (redelivery, then a dead
 * letter). The same handlers serve the NATS bus and the in-process bus of `npm start`.
 */
export class BusServer extends Server implements CustomTransportStrategy {
  constructor(private readonly options: BusServerOptions) {
    super();
  }

  listen(callback: (error?: unknown) => void): void {
    this.bind().then(
      () => {
        callback();
      },
      (error: unknown) => {
        callback(error);
      },
    );
  }

  private async bind(): Promise<void> {
    const { bus, service, requests } = this.options;
    const queue = consumerNameOf(service);
    const events = new Map<string, MessageHandler>();
    for (const [subject, handler] of this.messageHandlers) {
      if (handler.next) {
        throw new Error(`${subject} has more than one handler in the ${service} service`);
      }
      if (handler.isEventHandler) {
        events.set(subject, handler);
      } else if (requests instanceof NatsRpcServer) {
        requests.addHandler(subject, handler);
      } else {
        await requests.serve(subject, queue, (body, headers) => this.answer(subject, handler, body, headers));
      }
    }
    if (requests instanceof NatsRpcServer) {
      await new Promise<void>((resolve, reject) => {
        void requests.listen((error?: unknown) => {
          if (error) {
            reject(error instanceof Error ? error : new Error('The NATS request server did not start'));
          } else {
            resolve();
          }
        });
      });
    }
    if (events.size > 0) {
      await bus.consume({ durable: queue, subjects: [...events.keys()] }, (envelope) =>
        this.apply(events, envelope),
      );
    }
  }

  private async answer(
    subject: string,
    handler: MessageHandler,
    body: unknown,
    headers: BusHeaders,
  ): Promise<WireReply<unknown>> {
    try {
      const result: unknown = await handler(body, new BusRequestContext([subject, headers]));
      return {
        ok: true,
        data: await lastValueFrom<unknown, undefined>(this.transformToObservable(result), {
          defaultValue: undefined,
        }),
      };
    } catch (error) {
      if (error instanceof WireFailure) {
        return { ok: false, error: error.error };
      }
      this.options.logger.error({ err: error, subject }, 'a request failed outside its exception filter');
      return { ok: false, error: { code: CommonErrorCode.Internal, message: 'Internal error' } };
    }
  }

  private async apply(handlers: Map<string, MessageHandler>, envelope: EventEnvelope): Promise<void> {
    const handler = handlers.get(envelope.subject);
    if (!handler) {
      return;
    }
    const { service, inbox } = this.options;
    const applied = await inbox.processOnce(service, envelope, async (tx) => {
      const result: unknown = await handler(envelope.payload, new BusEventContext([envelope, tx]));
      await lastValueFrom(this.transformToObservable(result), { defaultValue: undefined });
    });
    if (!applied) {
      // An applied event is counted and logged by the telemetry interceptor around its handler; a copy
      // already applied never reaches the handler, so it is counted and logged here.
      eventsConsumed.inc({ consumer: service, subject: envelope.subject, outcome: 'duplicate' });
      this.options.logger.debug(
        { eventId: envelope.id, subject: envelope.subject, applied: false },
        'event consumed',
      );
    }
  }

  /**
   * Stops serving requests (NatsRpcServer); the bus is closed by whoever opened it (it outlives the
   * services in standalone mode).
   */
  async close(): Promise<void> {
    const { requests } = this.options;
    if (requests instanceof NatsRpcServer) {
      await requests.close();
    }
  }

  on(): void {
    throw new Error('BusServer emits no events of its own');
  }

  /** Nothing to unwrap: the bus is the kit's MESSAGE_BUS provider, shared with the outbox relay. */
  unwrap(): never {
    throw new Error('BusServer has no client of its own: inject MESSAGE_BUS');
  }
}
