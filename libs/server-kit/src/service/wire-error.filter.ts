import { randomUUID } from 'node:crypto';
import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { Logger } from 'pino';
import { Observable, throwError } from 'rxjs';
import { CommonErrorCode, DomainError, WireError } from '@stamp/contracts';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { BusRequestContext } from './message-contexts';

/** A request's failure as its caller is to read it (see WireErrorFilter). */
export class WireFailure {
  constructor(readonly error: WireError) {}
}

/**
 * A request handler's error as the reply's `error`: a DomainError keeps its code (the gateway maps it to
 * HTTP); a database that is unreachable or restarting is `common.unavailable` (a 503 with Retry-After: the
 * phone tries again with the same Idempotency-Key); anything else is `common.internal` with an error id that
 * the log line carries, never the raw message. An event handler's error is left as it is: the event transport delivers the event again, and
 * dead-letters it with that error after its last delivery.
 */
@Catch()
export class WireErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const context: unknown = host.switchToRpc().getContext();
    if (!(context instanceof BusRequestContext)) {
      return throwError(() => exception);
    }
    return throwError(() => new WireFailure(this.wireErrorOf(exception, context.subject)));
  }

  private wireErrorOf(exception: unknown, subject: string): WireError {
    if (exception instanceof DomainError) {
      return exception.toWire();
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: exception, subject }, 'database unavailable');
      return { code: CommonErrorCode.Unavailable, message: 'The database is unavailable; try again shortly' };
    }
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId, subject }, 'unhandled error in message handler');
    return { code: CommonErrorCode.Internal, message: `Internal error (${errorId})` };
  }
}
