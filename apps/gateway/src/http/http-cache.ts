import { createHash } from 'node:crypto';
import { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedRead } from './shared-reads';

/**
 * HTTP caching of the public reads every phone repeats (store lists, regions): the answer carries an `ETag`
 * (a hash of its JSON) and `Cache-Control`, and a request whose `If-None-Match` names that ETag gets `304`
 * with an empty body. The answer depends on the caller (an administrator or a store's owner sees stores in
 * full), so a caller with a token gets `private` and every answer `Vary: Authorization`.
 */
export interface HttpCacheOptions {
  /** How long a browser or a shared cache may use the answer without asking again (0: ask every time). */
  maxAgeSeconds: number;
  /** Answers the gateway keeps for a moment and gives every caller who asks for the same one (shared-reads.ts). */
  shared?: SharedRead;
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
 * Answers 304 (no body) when the request's If-None-Match names the answer's ETag; otherwise sends its JSON
 * with that ETag. Sets the headers on the reply and returns what to send.
 */
export function conditionalBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
  cacheControl: string,
): Buffer | undefined {
  void reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('ETag', answer.etag)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Authorization');
  if (matchesETag(request.headers['if-none-match'], answer.etag)) {
    void reply.status(304);
    return undefined;
  }
  return answer.body;
}

/**
 * An answer as it is sent: its JSON in UTF-8, and the ETag of those bytes. Bytes, not a string: an answer
 * kept for many callers is encoded once, not once per caller (a store list is about 50 KB).
 */
export interface SerializedAnswer {
  body: Buffer;
  etag: string;
}

export function serialized(answer: unknown): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(answer));
  return { body, etag: etagOf(body) };
}
