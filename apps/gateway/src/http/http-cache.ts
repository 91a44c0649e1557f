import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, map } from 'rxjs';

/**
 * HTTP caching of the public reads every phone repeats (store lists, regions): the answer carries an `ETag`
 * (a hash of its JSON) and `Cache-Control`, and a request whose `If-None-Match` names that ETag gets `304`
 * with an empty body. The answer depends on the caller (an administrator or a store's owner sees stores in
 * full), so a caller with a token gets `private` and every answer `Vary: Authorization`.
 */
export interface HttpCacheOptions {
  /** How long a browser or a shared cache may use the answer without asking again (0: ask every time). */
  maxAgeSeconds: number;
}

/** A strong ETag of a body: its SHA-1 in base64url (27 characters), quoted. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for If-None-Match). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

export function cacheControlOf(options: HttpCacheOptions, withToken: boolean): string {
  const age = options.maxAgeSeconds > 0 ? `max-age=${String(options.maxAgeSeconds)}` : 'no-cache';
  return `${withToken ? 'private' : 'public'}, ${age}`;
}

/**
 * Answers 304 (no body) when the request's If-None-Match names the ETag of the answer's body; otherwise sends
 * the JSON it hashed (serialized once) with its ETag. Sets the headers on the reply and returns what to send.
 */
export function conditionalBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  cacheControl: string,
): string | Buffer | undefined {
  const etag = etagOf(body);
  void reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', 'Authorization');
  if (matchesETag(request.headers['if-none-match'], etag)) {
    void reply.status(304);
    return undefined;
  }
  return body;
}

@Injectable()
class HttpCacheInterceptor implements NestInterceptor {
  constructor(private readonly options: HttpCacheOptions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const cacheControl = cacheControlOf(this.options, request.headers.authorization !== undefined);
    return next.handle().pipe(
      map((answer: unknown) => {
        void reply.header('Content-Type', 'application/json; charset=utf-8');
        return conditionalBody(request, reply, JSON.stringify(answer), cacheControl);
      }),
    );
  }
}

/** A public read answered with ETag and Cache-Control, and 304 to a matching If-None-Match. */
export const CachedRead = (options: HttpCacheOptions) => UseInterceptors(new HttpCacheInterceptor(options));

/** Store lists change when a store does: a browser asks again each time, and a 304 costs no body. */
export const STORE_LIST_CACHE: HttpCacheOptions = { maxAgeSeconds: 0 };
/** Regions are reference data that change with a release: a day. */
export const REFERENCE_DATA_CACHE: HttpCacheOptions = { maxAgeSeconds: 86_400 };
