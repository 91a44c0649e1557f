import { randomUUID } from 'node:crypto';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'pino';
import { DomainError } from '@stamp/contracts';
import { InvalidStorageKeyError } from '@stamp/server-kit/storage';
import { ErrorCode, ErrorParams, errorCodeAndParams } from '@stamp/shared';
import { httpStatusOf } from './domain-error.mapper';
import { dropRestOfBody } from '../http/unread-body';
import { TooManyRequestsException } from '../rate-limit/rate-limiter';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors: string[];
  /** Stable, for clients to branch on and to translate (docs/api.md): `errorCodeAndParams`. */
  code: ErrorCode;
  /**
   * The values in the message (`{limit}` of a daily limit), `retryAfterSeconds` with a Retry-After, and what a
   * refusal carries besides (`nextStampAt` of a paced stamp).
   */
  params?: ErrorParams;
}

/** A body before its code: what the exception says. */
type PlainBody = Omit<ErrorBody, 'code' | 'params'>;

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message: string;
}

const TOO_MANY_REQUESTS: number = HttpStatus.TOO_MANY_REQUESTS;
const INTERNAL_SERVER_ERROR: number = HttpStatus.INTERNAL_SERVER_ERROR;
const SERVICE_UNAVAILABLE: number = HttpStatus.SERVICE_UNAVAILABLE;

/** Seconds a client waits before retrying a request whose service did not answer (a restart, a rollout). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Seconds until a refused attempt may be tried again: from the rate limiter or a domain error. */
function retryAfterOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) {
    return (exception.getResponse() as { retryAfter?: number }).retryAfter;
  }
  return exception instanceof DomainError ? exception.retryAfter : undefined;
}

function bodyOf(statusCode: number, message: string, errors: string[] = [message]): PlainBody {
  return { statusCode, message, errors };
}

function fromHttpException(exception: HttpException): PlainBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return bodyOf(status, response);
  }
  const { message, errors } = response as { message?: string | string[]; errors?: string[] };
  const messages = errors ?? (Array.isArray(message) ? message : [message ?? exception.message]);
  return bodyOf(status, messages[0] ?? exception.message, messages);
}

/**
 * Fastify's own error, as thrown or as the cause of the HttpException Nest's adapter makes of a 4xx one
 * (`mapException`); undefined for any other exception.
 */
function fastifyErrorOf(exception: unknown): FastifyLikeError | undefined {
  const isFastifyError = (value: unknown): value is FastifyLikeError =>
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'code') === 'string';
  if (isFastifyError(exception)) {
    return exception;
  }
  const cause: unknown = exception instanceof HttpException ? exception.cause : undefined;
  return isFastifyError(cause) ? cause : undefined;
}

/** A request body Fastify refused before reading it all: its content-type parser's errors (`FST_ERR_CTP_…`). */
function refusedUnread(error: FastifyLikeError | undefined): boolean {
  return error?.code?.startsWith('FST_ERR_CTP_') ?? false;
}

/** Fastify's own errors (body too large, bad JSON, bad content type) keep their 4xx status and a plain message. */
function fromFastifyError(error: FastifyLikeError): PlainBody | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) {
    return undefined;
  }
  const messages: Record<string, string> = {
    FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
    FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  };
  return bodyOf(status, messages[error.code ?? ''] ?? (status === 400 ? 'Bad request.' : error.message));
}

/**
 * The error format of api-contract.md for everything: {statusCode, message, errors}, with a stable `code`
 * (and `params`) beside them. A 5xx never
 * carries a stack or SQL: the client gets a generic message and an error id that is in the log.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    /** The trace id of a request being handled, by its id (HttpTelemetry), for the error's log line. */
    private readonly traceIdOf: (requestId: string) => string | undefined = () => undefined,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const fastifyError = fastifyErrorOf(exception);
    const plain = this.toBody(exception, fastifyError, request.id);
    const retryAfter =
      plain.statusCode === TOO_MANY_REQUESTS
        ? retryAfterOf(exception)
        : plain.statusCode === SERVICE_UNAVAILABLE && exception instanceof DomainError
          ? UNAVAILABLE_RETRY_AFTER_SECONDS
          : undefined;
    if (retryAfter) {
      void reply.header('Retry-After', String(retryAfter));
    }
    if (retryAfter && exception instanceof TooManyRequestsException && exception.limit !== undefined) {
      // The IETF draft's fields, as @fastify/rate-limit names them (enableDraftSpec).
      void reply
        .header('RateLimit-Limit', String(exception.limit))
        .header('RateLimit-Remaining', '0')
        .header('RateLimit-Reset', String(retryAfter));
    }
    const extra =
      exception instanceof DomainError && plain.statusCode < INTERNAL_SERVER_ERROR
        ? exception.params
        : undefined;
    const body: ErrorBody = {
      ...plain,
      ...errorCodeAndParams(plain.statusCode, plain.message, retryAfter, extra),
    };
    if (refusedUnread(fastifyError)) {
      // Fastify closes the connection after refusing a body it has not read; a client still sending it would
      // then see a reset instead of this answer. The rest is read and dropped instead, and the connection kept.
      void reply.removeHeader('connection');
      dropRestOfBody(request.raw);
    }
    void reply.status(body.statusCode).send(body);
  }

  /** `fastifyError`: Fastify's own error in `exception` (`fastifyErrorOf`). */
  private toBody(
    exception: unknown,
    fastifyError: FastifyLikeError | undefined,
    requestId: string,
  ): PlainBody {
    if (exception instanceof HttpException) {
      return (fastifyError && fromFastifyError(fastifyError)) ?? fromHttpException(exception);
    }
    if (exception instanceof DomainError) {
      const status: number = httpStatusOf(exception.code);
      if (status < INTERNAL_SERVER_ERROR) {
        return bodyOf(status, exception.message, exception.errors);
      }
      return this.internal(exception, status, requestId);
    }
    if (exception instanceof InvalidStorageKeyError) {
      return bodyOf(HttpStatus.BAD_REQUEST, 'Invalid image key');
    }
    // Any other 4xx error object (Fastify's, or another with a statusCode) keeps its status.
    const clientError =
      typeof exception === 'object' && exception !== null
        ? fromFastifyError(exception as FastifyLikeError)
        : undefined;
    return clientError ?? this.internal(exception, HttpStatus.INTERNAL_SERVER_ERROR, requestId);
  }

  private internal(exception: unknown, status: number, requestId: string): PlainBody {
    const errorId = randomUUID();
    this.logger.error(
      { err: exception, errorId, requestId, traceId: this.traceIdOf(requestId) },
      'request failed',
    );
    const message =
      status === SERVICE_UNAVAILABLE
        ? `The service is busy. Please try again. (error ${errorId})`
        : `Something went wrong. Please try again. (error ${errorId})`;
    return bodyOf(status, message);
  }
}
