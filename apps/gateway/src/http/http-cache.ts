import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SharedRead } from './shared-reads';

/**
 * HTTP caching of the reads every phone repeats (store lists, inbox, regions): the answer carries an `ETag`
 * and `Cache-Control`, and a request whose `If-None-Match` names that ETag gets `304` with an empty body
 * (`@fastify/etag`). The answer depends on the caller (an administrator or a store's owner sees stores in
 * full), so a caller with a token gets `private` and every answer `Vary: Authorization`. A body of a
 * kilobyte or more goes compressed to a client that accepts it (every browser does): `@fastify/compress`
 * compresses an answer per request; an answer the gateway keeps for many callers (shared-reads.ts) is
 * compressed here once for all of them, and the library leaves a body that is compressed already alone
 * (decision record 0012: compressing a store list per request would cost the gateway twice its CPU).
 */
export interface HttpCacheOptions {
  /** How long a browser or a shared cache may use the answer without asking again (0: ask every time). */
  maxAgeSeconds: number;
  /** Answers the gateway keeps for a moment and gives every caller who asks for the same one (shared-reads.ts). */
  shared?: SharedRead;
}

/** The hash an ETag quotes: the body's SHA-1 in base64url (27 characters); `@fastify/etag` uses it too. */
export function contentHash(body: string | Buffer): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** A strong ETag of a body, as `@fastify/etag` makes it. */
export function etagOf(body: string | Buffer): string {
  return `"${contentHash(body)}"`;
}

export function cacheControlOf(options: HttpCacheOptions, withToken: boolean): string {
  const age = options.maxAgeSeconds > 0 ? `max-age=${String(options.maxAgeSeconds)}` : 'no-cache';
  return `${withToken ? 'private' : 'public'}, ${age}`;
}

/** The content codings the gateway compresses answers in, the one it prefers first. */
export type ContentCoding = 'br' | 'gzip';
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Below this, compressing saves less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 4: a third smaller than gzip at gzip's speed; 11, the default, is a hundred times slower.
  br: (body) =>
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipped(body),
};

/**
 * The coding to send a body in for this `Accept-Encoding`: `@fastify/compress`'s negotiation (the
 * acceptable one with the highest weight, Brotli first at equal weight), none when neither is acceptable.
 * Browsers send one of a few headers, each on every request: each is read once.
 */
const codings = new Negotiator<ContentCoding>({
  supportedValues: [...CODINGS],
  cache: new LRUCache<string, string>({ max: 64 }),
});

export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  return acceptEncoding ? (codings.negotiate(acceptEncoding) ?? undefined) : undefined;
}

/**
 * An answer as it is sent: its JSON in UTF-8, the ETag of those bytes, and its compressed forms, each made
 * once, when a client first asks for it. Bytes, not a string: an answer kept for many callers is encoded and
 * compressed once, not once per caller.
 */
export class SerializedAnswer {
  private readonly compressed = new Map<ContentCoding, Buffer | Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    readonly etag: string,
  ) {}

  /** The body in `coding`: the bytes once they are made, and until then the promise of them. */
  in(coding: ContentCoding): Buffer | Promise<Buffer> {
    const made = this.compressed.get(coding);
    if (made) {
      return made;
    }
    const making = compressors[coding](this.body).then(
      (bytes) => {
        this.compressed.set(coding, bytes);
        return bytes;
      },
      (error: unknown) => {
        // Not kept: the next caller tries again.
        this.compressed.delete(coding);
        throw error;
      },
    );
    this.compressed.set(coding, making);
    return making;
  }
}

export function serialized(answer: unknown): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(answer));
  return new SerializedAnswer(body, etagOf(body));
}

/**
 * Sends a kept answer's JSON, compressed when the client accepts that and the body is large enough: sets
 * the headers on the reply and returns what to send (`@fastify/etag` answers 304 to an If-None-Match that
 * names the ETag). A compressed body's ETag is the weak form of its JSON's (as nginx does): it is the same
 * answer in other bytes, and one If-None-Match serves both.
 */
export function keptAnswerBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
  cacheControl: string,
): Buffer | Promise<Buffer> {
  const coding =
    answer.body.length >= MIN_COMPRESSED_BYTES
      ? preferredCoding(request.headers['accept-encoding'])
      : undefined;
  void reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('ETag', coding ? `W/${answer.etag}` : answer.etag)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Authorization, Accept-Encoding');
  if (!coding) {
    return answer.body;
  }
  void reply.header('Content-Encoding', coding);
  return answer.in(coding);
}
