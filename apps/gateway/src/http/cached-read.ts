import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FastifyReply } from 'fastify';
import { Observable, from, lastValueFrom, tap } from 'rxjs';
import { AuthenticatedRequest } from '../auth/access.decorators';
import { HttpCacheOptions, cacheControlOf, keptAnswerBody } from './http-cache';
import { RouteMetadata } from './route-metadata';
import { OWN_INBOX, PUBLIC_STORE_LISTS, SharedRead, SharedReads } from './shared-reads';

const CACHED_READ_KEY = 'stamp:cached-read';
const FORGETS_READS_KEY = 'stamp:forgets-reads';

/** Store lists change when a store does: a browser asks again each time, and a 304 costs no body. */
export const STORE_LIST_CACHE: HttpCacheOptions = { maxAgeSeconds: 0, shared: PUBLIC_STORE_LISTS };
/** A member's inbox: asked again each time, and only for the member (private, as every answer to a token). */
export const INBOX_CACHE: HttpCacheOptions = { maxAgeSeconds: 0, shared: OWN_INBOX };
/** Regions are reference data that change with a release: a day. */
export const REFERENCE_DATA_CACHE: HttpCacheOptions = { maxAgeSeconds: 86_400 };

/**
 * A read answered with Cache-Control (and, by `@fastify/etag`, an ETag and 304 to a matching If-None-Match)
 * and, for a `shared` read, from the gateway's shared reads when another caller has just asked for the same
 * answer. The guard has run by then: only a caller the access policy let in gets an answer, kept or not.
 */
@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  private readonly options: RouteMetadata<HttpCacheOptions>;

  constructor(
    reflector: Reflector,
    private readonly reads: SharedReads,
  ) {
    this.options = new RouteMetadata(reflector, CACHED_READ_KEY);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Only on routes that declare @CachedRead, so the route has options.
    const options = this.options.of(context) as HttpCacheOptions;
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const reply = http.getResponse<FastifyReply>();
    const cacheControl = cacheControlOf(options, request.headers.authorization !== undefined);
    const kept = options.shared
      ? this.reads.answer(options.shared, request.principal, request.url, () => lastValueFrom(next.handle()))
      : null;
    if (!kept) {
      // Tagged and compressed per request by the libraries.
      void reply.header('Cache-Control', cacheControl).header('Vary', 'Authorization, Accept-Encoding');
      return next.handle();
    }
    // One promise, not a chain of operators: every shared read passes here, and each operator is objects
    // made and dropped per request.
    return from(kept.then((sent) => keptAnswerBody(request, reply, sent, cacheControl)));
  }
}

export const CachedRead = (options: HttpCacheOptions) =>
  applyDecorators(SetMetadata(CACHED_READ_KEY, options), UseInterceptors(CachedReadInterceptor));

interface Forgets {
  read: SharedRead;
  everyone: boolean;
}

/** After the write succeeded: forgets the shared answers it changed. */
@Injectable()
export class ForgetsReadsInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly reads: SharedReads,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const { read, everyone } = this.reflector.get<Forgets>(FORGETS_READS_KEY, context.getHandler());
    const { principal } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    return next.handle().pipe(
      tap(() => {
        this.reads.forget(read, principal, everyone);
      }),
    );
  }
}

/**
 * A write that changes answers of a shared read: the caller's own (a member's read mark), or everyone's
 * (a push to all members). Other gateways see the change once their answers' time is up.
 */
export const ForgetsReads = (read: SharedRead, whose: 'caller' | 'everyone' = 'caller') =>
  applyDecorators(
    SetMetadata(FORGETS_READS_KEY, { read, everyone: whose === 'everyone' } satisfies Forgets),
    UseInterceptors(ForgetsReadsInterceptor),
  );
