import { randomUUID } from 'node:crypto';
import { Logger } from 'pino';
import {
  CommonErrorCode,
  DomainError,
  EventDef,
  EventEnvelope,
  PayloadOf,
  RequestDef,
  RequestOf,
  ResponseOf,
  WireReply,
} from '@stamp/contracts';
import { BusHeaders, MessageBus, consumerNameOf } from '../bus/message-bus';
import { TransactionScope } from '../database/transaction-scope';
import { requestContext } from '../logging/request-context';
import { busRequestDuration, eventsConsumed, outcomeOfReply } from '../metrics/metrics';
import { parseTraceparent } from '../tracing/trace-context';
import { tracing } from '../tracing/tracer';
import { EventInbox } from '../outbox/event-inbox';
import { validateMessage } from '../validation/validate-message';

type RequestHandlerFn = (body: unknown, headers: BusHeaders) => Promise<WireReply<unknown>>;
type EventHandlerFn = (envelope: EventEnvelope) => Promise<void>;

export interface EventContext {
  /** The transaction the event is applied in, together with its processed-event record. */
  tx: TransactionScope;
  envelope: EventEnvelope;
}

/**
 * Where a service's controllers register their message handlers, typed by the contracts: a handler for
 * `StoreRequests.createStore` receives a validated `CreateStoreRequest` and must return a `CreatedIdView`.
 */
export class MessageRouter {
  private readonly requests = new Map<string, RequestHandlerFn>();
  private readonly events = new Map<string, EventHandlerFn>();

  constructor(
    private readonly serviceName: string,
    private readonly logger: Logger,
    private readonly inbox: EventInbox,
  ) {}

  handle<D extends RequestDef<object, unknown>>(
    def: D,
    handler: (request: RequestOf<D>) => Promise<ResponseOf<D>>,
  ): void {
    this.requests.set(def.subject, async (body, headers) => {
      const span = tracing.startSpan(def.subject, {
        kind: 'server',
        parent: parseTraceparent(headers.traceparent),
        attributes: { 'messaging.destination.name': def.subject },
      });
      const stop = busRequestDuration.startTimer({ side: 'server', subject: def.subject });
      const reply = await requestContext.run(
        { requestId: headers.requestId ?? requestContext.newRequestId(), trace: span.context },
        async (): Promise<WireReply<unknown>> => {
          const answer = await this.answer(def, body, handler);
          this.logger.debug({ subject: def.subject, outcome: outcomeOfReply(answer) }, 'request handled');
          return answer;
        },
      );
      const outcome = outcomeOfReply(reply);
      stop({ outcome });
      span.end(outcome === 'internal');
      return reply;
    });
  }

  on<D extends EventDef<object>>(
    def: D,
    handler: (payload: PayloadOf<D>, context: EventContext) => Promise<void>,
  ): void {
    this.events.set(def.subject, async (envelope) => {
      const span = tracing.startSpan(def.subject, {
        kind: 'consumer',
        parent: parseTraceparent(envelope.traceparent),
        attributes: { 'messaging.destination.name': def.subject, 'messaging.message.id': envelope.id },
      });
      const labels = { consumer: this.serviceName, subject: def.subject };
      try {
        await requestContext.run(
          { requestId: envelope.requestId ?? envelope.id, trace: span.context },
          async () => {
            const stored = def.upcast ? def.upcast(envelope.payload) : envelope.payload;
            const payload = (await validateMessage(def.payload, stored)) as PayloadOf<D>;
            const applied = await this.inbox.processOnce(this.serviceName, envelope, (tx) =>
              handler(payload, { tx, envelope }),
            );
            eventsConsumed.inc({ ...labels, outcome: applied ? 'applied' : 'duplicate' });
            this.logger.debug({ eventId: envelope.id, subject: envelope.subject, applied }, 'event consumed');
          },
        );
        span.end();
      } catch (error) {
        eventsConsumed.inc({ ...labels, outcome: 'failed' });
        span.end(true);
        throw error;
      }
    });
  }

  async bind(bus: MessageBus): Promise<void> {
    for (const [subject, handler] of this.requests) {
      await bus.serve(subject, consumerNameOf(this.serviceName), handler);
    }
    if (this.events.size > 0) {
      await bus.consume(
        { durable: consumerNameOf(this.serviceName), subjects: [...this.events.keys()] },
        async (envelope) => {
          const handler = this.events.get(envelope.subject);
          if (handler) {
            await handler(envelope);
          }
        },
      );
    }
  }

  private async answer<D extends RequestDef<object, unknown>>(
    def: D,
    body: unknown,
    handler: (request: RequestOf<D>) => Promise<ResponseOf<D>>,
  ): Promise<WireReply<unknown>> {
    try {
      const request = (await validateMessage(def.request, body)) as RequestOf<D>;
      return { ok: true, data: await handler(request) };
    } catch (error) {
      return { ok: false, error: this.toWireError(error, def.subject) };
    }
  }

  private toWireError(error: unknown, subject: string) {
    if (error instanceof DomainError) {
      return error.toWire();
    }
    const errorId = randomUUID();
    this.logger.error({ err: error, errorId, subject }, 'unhandled error in message handler');
    return { code: CommonErrorCode.Internal, message: `Internal error (${errorId})` };
  }
}
