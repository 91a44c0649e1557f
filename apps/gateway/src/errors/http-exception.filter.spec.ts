import {
  ArgumentsHost,
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import {
  CommonErrorCode,
  DomainError,
  DomainErrorCode,
  LoyaltyErrorCode,
  PushErrorCode,
  StoreErrorCode,
} from '@stamp/contracts';
import { InvalidStorageKeyError } from '@stamp/server-kit/storage';
import { TooManyRequestsException } from '../rate-limit/rate-limiter';
import { ErrorBody, HttpExceptionFilter } from './http-exception.filter';

const SECRET_SQL = 'select * from secret_table';
const GENERIC_500 = /^Something went wrong\. Please try again\. \(error [0-9a-f-]{36}\)$/;
const GENERIC_503 = /^The service is busy\. Please try again\. \(error [0-9a-f-]{36}\)$/;
const REQUEST_ID = 'req-failing';

/** Records what the filter does to the reply. */
class FakeReply {
  statusCode: number | undefined;
  headers: Record<string, string> = {};
  readonly sent: unknown[] = [];

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  header(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }

  removeHeader(name: string): this {
    this.headers = Object.fromEntries(Object.entries(this.headers).filter(([key]) => key !== name));
    return this;
  }

  send(payload: unknown): this {
    this.sent.push(payload);
    return this;
  }

  /** The one body sent, as the client will read it. */
  body(): ErrorBody {
    expect(this.sent).toHaveLength(1);
    return this.sent[0] as ErrorBody;
  }
}

function hostFor(reply: FakeReply): ArgumentsHost {
  // A body read to its end: nothing is left to drop.
  const request = { id: REQUEST_ID, raw: { complete: true } } as unknown as FastifyRequest;
  const host = {
    switchToHttp: () => ({
      getRequest: (): FastifyRequest => request,
      getResponse: (): FastifyReply => reply as unknown as FastifyReply,
    }),
  };
  return host as unknown as ArgumentsHost;
}

describe(HttpExceptionFilter.name, () => {
  const logger = pino({ level: 'silent' });
  let sut: HttpExceptionFilter;
  let reply: FakeReply;
  let logError: jest.SpyInstance;

  beforeEach(() => {
    sut = new HttpExceptionFilter(logger);
    reply = new FakeReply();
    logError = jest.spyOn(logger, 'error');
  });

  afterEach(() => {
    logError.mockRestore();
  });

  function handle(exception: unknown): ErrorBody {
    sut.catch(exception, hostFor(reply));
    const body = reply.body();
    expect(reply.statusCode).toBe(body.statusCode);
    return body;
  }

  /**
   * The id in the client's message is the one in the log line (with the request's id), and nothing else of
   * the error leaks.
   */
  function expectLoggedNotLeaked(body: ErrorBody, original: unknown): void {
    const errorId = /\(error ([0-9a-f-]{36})\)/.exec(body.message)?.[1];
    expect(errorId).toBeDefined();
    expect(logError).toHaveBeenCalledWith(
      { err: original, errorId, requestId: REQUEST_ID },
      'request failed',
    );
    const serialized = JSON.stringify(body);
    expect(serialized).not.toContain('secret_table');
    expect(serialized).not.toMatch(/select/i);
    expect(serialized).not.toContain('    at ');
    expect(['code', 'errors', 'message', 'params', 'statusCode']).toEqual(
      expect.arrayContaining(Object.keys(body)),
    );
  }

  describe('an HttpException', () => {
    it('keeps its status and message', () => {
      expect(handle(new NotFoundException('Store not found'))).toEqual({
        statusCode: 404,
        message: 'Store not found',
        errors: ['Store not found'],
        code: 'NOT_FOUND',
      });
    });

    it('answers with the first of several messages and lists them all', () => {
      expect(handle(new BadRequestException(['Store name is required', 'Region is required']))).toEqual({
        statusCode: 400,
        message: 'Store name is required',
        errors: ['Store name is required', 'Region is required'],
        code: 'STORE_NAME_REQUIRED',
      });
    });

    it('keeps an explicit errors list', () => {
      expect(
        handle(new BadRequestException({ message: 'Invalid input', errors: ['a is bad', 'b is bad'] })),
      ).toEqual({
        statusCode: 400,
        message: 'a is bad',
        errors: ['a is bad', 'b is bad'],
        code: 'VALIDATION_FAILED',
      });
    });

    it('keeps a plain string response', () => {
      expect(handle(new HttpException('I am a teapot', 418))).toEqual({
        statusCode: 418,
        message: 'I am a teapot',
        errors: ['I am a teapot'],
        code: 'BAD_REQUEST',
      });
    });

    it.each<[string, HttpException, number]>([
      ['an UnauthorizedException', new UnauthorizedException('Please log in.'), 401],
      ['a ForbiddenException', new ForbiddenException('You are not allowed to do this.'), 403],
    ])('keeps the status of %s', (_name, exception, status) => {
      expect(handle(exception)).toMatchObject({ statusCode: status, message: exception.message });
    });

    it('sets no Retry-After header', () => {
      handle(new BadRequestException('nope'));

      expect(reply.headers).toEqual({});
    });
  });

  describe('a DomainError', () => {
    it.each<[DomainErrorCode, number]>([
      [CommonErrorCode.ValidationFailed, 400],
      [StoreErrorCode.ImageLimitExceeded, 400],
      [StoreErrorCode.InvalidCredentials, 401],
      [StoreErrorCode.NotOwner, 403],
      [StoreErrorCode.StoreNotFound, 404],
      [StoreErrorCode.NoticeNotFound, 404],
      [StoreErrorCode.ImageNotFound, 404],
    ])('of code %s answers %i with its own message', (code, status) => {
      expect(handle(new DomainError(code, 'What the service said'))).toMatchObject({
        statusCode: status,
        message: 'What the service said',
        errors: ['What the service said'],
      });
      expect(logError).not.toHaveBeenCalled();
    });

    it('keeps the list of validation messages', () => {
      const error = new DomainError(CommonErrorCode.ValidationFailed, 'Store name is required', [
        'Store name is required',
        'Address is required',
      ]);

      expect(handle(error)).toEqual({
        statusCode: 400,
        message: 'Store name is required',
        errors: ['Store name is required', 'Address is required'],
        code: 'STORE_NAME_REQUIRED',
      });
    });

    it('of code Internal answers 500 with a generic message, never the original', () => {
      const error = new DomainError(CommonErrorCode.Internal, SECRET_SQL);

      const body = handle(error);

      expect(body.statusCode).toBe(500);
      expect(body.message).toMatch(GENERIC_500);
      expect(body.errors).toEqual([body.message]);
      expectLoggedNotLeaked(body, error);
    });

    it.each([CommonErrorCode.Unavailable, CommonErrorCode.Timeout, StoreErrorCode.CodeExhausted])(
      'of code %s answers 503 with a busy message, never the original',
      (code) => {
        const error = new DomainError(code, SECRET_SQL);

        const body = handle(error);

        expect(body.statusCode).toBe(503);
        expect(body.message).toMatch(GENERIC_503);
        expectLoggedNotLeaked(body, error);
      },
    );

    it('names the product message it carries with its code, and the values filled into it as params', () => {
      const body = handle(
        new DomainError(
          PushErrorCode.DailyLimitReached,
          'A store may send 3 push messages a day. Please try again tomorrow.',
          undefined,
          3600,
        ),
      );

      expect(body).toMatchObject({
        statusCode: 429,
        code: 'DAILY_LIMIT',
        params: { limit: '3', retryAfterSeconds: 3600 },
      });
    });

    it.each<[string, DomainError, string]>([
      [
        'the code of its status',
        new DomainError(StoreErrorCode.StoreNotFound, 'Store not found'),
        'NOT_FOUND',
      ],
      [
        "its message's code",
        new DomainError(LoyaltyErrorCode.WrongPassword, 'Password is incorrect.'),
        'PASSWORD_INCORRECT',
      ],
    ])('gives a refusal %s', (_name, error, code) => {
      expect(handle(error).code).toBe(code);
    });

    it('answers a paced stamp with 429, Retry-After and the time of the next stamp in its params', () => {
      const body = handle(
        new DomainError(
          LoyaltyErrorCode.StampTooSoon,
          'You can collect the next stamp at 3:40 PM.',
          undefined,
          120,
          { nextStampAt: '2026-03-10T07:40:00.000Z' },
        ),
      );

      expect(body).toMatchObject({
        statusCode: 429,
        code: 'STAMP_TOO_SOON',
        params: { time: '3:40 PM', retryAfterSeconds: 120, nextStampAt: '2026-03-10T07:40:00.000Z' },
      });
      expect(reply.headers).toEqual({ 'Retry-After': '120' });
    });

    it('tells the client when to retry a request no service answered (503 with Retry-After)', () => {
      handle(new DomainError(CommonErrorCode.Unavailable, 'No answer from loyalty.add-stamp'));

      expect(reply.headers).toEqual({ 'Retry-After': '5' });
    });
  });

  it('answers an unknown error with 500 and a generic message, never its message or stack', () => {
    const error = new Error(SECRET_SQL);

    const body = handle(error);

    expect(body.statusCode).toBe(500);
    expect(body.message).toMatch(GENERIC_500);
    expect(body.errors).toEqual([body.message]);
    expectLoggedNotLeaked(body, error);
  });

  it("names the request's trace in the log line of an unknown error", () => {
    const traced = new HttpExceptionFilter(logger, (requestId) =>
      requestId === REQUEST_ID ? '4bf92f3577b34da6a3ce929d0e0e4736' : undefined,
    );

    traced.catch(new Error('boom'), hostFor(reply));

    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: REQUEST_ID, traceId: '4bf92f3577b34da6a3ce929d0e0e4736' }),
      'request failed',
    );
  });

  it('answers a thrown non-error with 500', () => {
    const body = handle(SECRET_SQL);

    expect(body.statusCode).toBe(500);
    expectLoggedNotLeaked(body, SECRET_SQL);
  });

  it('gives every 500 its own error id', () => {
    sut.catch(new Error(SECRET_SQL), hostFor(reply));
    sut.catch(new Error(SECRET_SQL), hostFor(reply));

    const [first, second] = reply.sent as ErrorBody[];
    expect(first.message).not.toBe(second.message);
  });

  it('answers an invalid storage key with 400 without echoing the key', () => {
    expect(handle(new InvalidStorageKeyError('../etc/passwd', 'a parent segment'))).toEqual({
      statusCode: 400,
      message: 'Invalid image key',
      errors: ['Invalid image key'],
      code: 'VALIDATION_FAILED',
    });
  });

  describe('a Fastify error', () => {
    it('keeps 413 for a body that is too large, with a plain message', () => {
      expect(handle({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).toEqual({
        statusCode: 413,
        message: 'The request body is too large.',
        errors: ['The request body is too large.'],
        code: 'PAYLOAD_TOO_LARGE',
      });
    });

    it('answers one that Nest made an HttpException of with its plain message, and keeps the connection', () => {
      reply.header('connection', 'close');
      const refused = {
        statusCode: 413,
        code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        message: 'Request body is too large',
      };

      expect(handle(new HttpException(refused.message, 413, { cause: refused }))).toEqual({
        statusCode: 413,
        message: 'The request body is too large.',
        errors: ['The request body is too large.'],
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(reply.headers).toEqual({});
    });

    it('keeps 400 for invalid JSON, with a plain message', () => {
      const error = Object.assign(new SyntaxError('Unexpected token } in JSON at position 12'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });

      expect(handle(error)).toMatchObject({
        statusCode: 400,
        message: 'The request body is not valid JSON.',
      });
    });

    it('answers an unknown 400 with "Bad request."', () => {
      const error = Object.assign(new Error('querystring/x must be integer'), {
        statusCode: 400,
        code: 'FST_OTHER',
      });

      expect(handle(error)).toMatchObject({ statusCode: 400, message: 'Bad request.' });
    });

    it('treats an error carrying a 5xx status as internal', () => {
      const error = Object.assign(new Error(SECRET_SQL), { statusCode: 502 });

      const body = handle(error);

      expect(body.statusCode).toBe(500);
      expectLoggedNotLeaked(body, error);
    });
  });

  describe('a TooManyRequestsException', () => {
    it('answers 429 with a Retry-After header in seconds', () => {
      const body = handle(new TooManyRequestsException(42));

      expect(reply.headers).toEqual({ 'Retry-After': '42' });
      expect(body).toEqual({
        statusCode: 429,
        message: 'Too many attempts. Please try again later.',
        errors: ['Too many attempts. Please try again later.'],
        code: 'TOO_MANY_REQUESTS',
        params: { retryAfterSeconds: 42 },
      });
    });

    it('adds the RateLimit-* fields of the limit that was passed', () => {
      handle(new TooManyRequestsException(42, 10));

      expect(reply.headers).toEqual({
        'Retry-After': '42',
        'RateLimit-Limit': '10',
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': '42',
      });
    });
  });
});
