import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { requestContext } from '../logging/request-context';
import { busRequestDuration, eventsConsumed, outcomeOfError } from '../metrics/metrics';
import { parseTraceparent } from '../tracing/trace-context';
import { tracing } from '../tracing/tracer';
import { BusEventContext, BusRequestContext } from './message-contexts';

/**
 * Every message a service handles runs in a span that continues its sender's trace (the `traceparent`
 * header, or the envelope's for an event), in a request context carrying the sender's request id (for
 * the log lines and the messages sent meanwhile), and is counted in the metrics: a request's duration
 * and outcome, an event's outcome.
 */
export class MessageTelemetryInterceptor implements NestInterceptor {
  constructor(
    private readonly service: string,
    private readonly logger: Logger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc: unknown = context.switchToRpc().getContext();
    if (rpc instanceof BusRequestContext) {
      return this.request(rpc, next);
    }
    if (rpc instanceof BusEventContext) {
      return this.event(rpc, next);
    }
    return next.handle();
  }

  private request({ subject, headers }: BusRequestContext, next: CallHandler): Observable<unknown> {
    const span = tracing.startSpan(subject, {
      kind: 'server',
      parent: parseTraceparent(headers.traceparent),
      attributes: { 'messaging.destination.name': subject },
    });
    const stop = busRequestDuration.startTimer({ side: 'server', subject });
    const context = { requestId: headers.requestId ?? requestContext.newRequestId(), trace: span.context };
    const end = (error?: unknown): void => {
      const outcome = error === undefined ? 'ok' : outcomeOfError(error);
      stop({ outcome });
      span.end(outcome === 'internal');
      // The line's request id comes from the request context; with debug off, neither is made.
      if (this.logger.isLevelEnabled('debug')) {
        requestContext.run(context, () => {
          this.logger.debug({ subject, outcome }, 'request handled');
        });
      }
    };
    // Nest binds the handler to the async context `handle()` is called in: the handler, its pipes and
    // everything they await run in this request context, with the span active (its queries are its children).
    return span
      .run(() => requestContext.run(context, () => next.handle()))
      .pipe(
        tap({
          error: end,
          complete: () => {
            end();
          },
        }),
      );
  }

  /** An event's handler is subscribed inside its context: its transaction's work runs in the event's trace. */
  private event({ envelope }: BusEventContext, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) => {
      const span = tracing.startSpan(envelope.subject, {
        kind: 'consumer',
        parent: parseTraceparent(envelope.traceparent),
        attributes: { 'messaging.destination.name': envelope.subject, 'messaging.message.id': envelope.id },
      });
      const labels = { consumer: this.service, subject: envelope.subject };
      const context = { requestId: envelope.requestId ?? envelope.id, trace: span.context };
      return span.run(() =>
        requestContext.run(context, () =>
          next.handle().subscribe({
            next: (value) => {
              subscriber.next(value);
            },
            error: (error: unknown) => {
              eventsConsumed.inc({ ...labels, outcome: 'failed' });
              span.end(true);
              subscriber.error(error);
            },
            complete: () => {
              eventsConsumed.inc({ ...labels, outcome: 'applied' });
              span.end();
              this.logger.debug(
                { eventId: envelope.id, subject: envelope.subject, applied: true },
                'event consumed',
              );
              subscriber.complete();
            },
          }),
        ),
      );
    });
  }
}
