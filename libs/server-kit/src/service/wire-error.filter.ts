import { randomUUID } from 'node:crypto';
import { ArgumentsHost, Catch, RpcExceptionFilter, ServiceUnavailableException } from '@nestjs/common';
import type { HealthCheckResult } from '@nestjs/terminus';
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
 * phone tries again with the same Idempotency-Key), and so is a ServiceUnavailableException (what
 * `@nestjs/terminus` throws when the health check fails or the service is stopping); anything else is
 * `common.internal` with an error id that the log line carries, never the raw message. An event handler's
 * error is left as it is: the event transport delivers the event again, and dead-letters it with that error
 * after its last delivery.
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
    if (exception instanceof ServiceUnavailableException) {
      return this.unavailable(exception, subject);
    }
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId, subject }, 'unhandled error in message handler');
    return { code: CommonErrorCode.Internal, message: `Internal error (${errorId})` };
  }

  /** A check that failed (terminus' health check) or a service that is stopping: the caller tries again. */
  private unavailable(exception: ServiceUnavailableException, subject: string): WireError {
    const response = exception.getResponse();
    const result = isHealthCheckResult(response) ? response : undefined;
    this.logger.warn({ err: exception, subject, health: result }, 'unavailable');
    if (result?.status === 'shutting_down') {
      return { code: CommonErrorCode.Unavailable, message: 'The service is stopping; try again shortly' };
    }
    const down = Object.keys(result?.error ?? {});
    return {
      code: CommonErrorCode.Unavailable,
      message:
        down.length > 0
          ? `Unavailable: ${down.join(', ')}; try again shortly`
          : 'Unavailable; try again shortly',
    };
  }
}

function isHealthCheckResult(response: unknown): response is HealthCheckResult {
  return typeof response === 'object' && response !== null && 'status' in response && 'details' in response;
}
