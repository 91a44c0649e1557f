import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SharedRead } from './shared-reads';

/**
 * HTTP caching of the public reads every phone repeats (store lists, regions): the answer carries an `ETag`
 * (a hash of its JSON) and `Cache-Control`, and a request whose `If-None-Match` names that ETag gets `304`
 * with an empty body. The answer depends on the caller (an administrator or a store's owner sees stores in
 * full), so a caller with a token gets `private` and every answer `Vary: Authorization`. A body of a
 * kilobyte or more goes compressed to a client that accepts it (every browser does): a store list of 27 KB
 * is a few KB on a phone's mobile data, and an answer the gateway keeps is compressed once for all callers.
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

/** The coding chosen for each Accept-Encoding header seen lately (identity: none), the last 64 of them. */
const chosenCodings = new LRUCache<string, ContentCoding | 'identity'>({ max: 64 });

/**
 * The coding to send a body in for this `Accept-Encoding` (RFC 9110, 12.5.3): the acceptable one with the
 * highest weight, Brotli before gzip at equal weight; none when neither is acceptable.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) {
    return undefined;
  }
  // Browsers send one of a few headers, each on every request: each is read once.
  let chosen = chosenCodings.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = codingOf(acceptEncoding) ?? 'identity';
    chosenCodings.set(acceptEncoding, chosen);
  }
  return chosen === 'identity' ? undefined : chosen;
}

function codingOf(acceptEncoding: string): ContentCoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const weight = params.find((param) => param.startsWith('q='));
    weights.set(name, weight === undefined ? 1 : Number(weight.slice(2)));
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
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
 * Answers 304 (no body) when the request's If-None-Match names the answer's ETag; otherwise sends its JSON,
 * compressed when the client accepts that and the body is large enough. Sets the headers on the reply and
 * returns what to send. A compressed body's ETag is the weak form of its JSON's (as nginx does): it is the
 * same answer in other bytes, and one If-None-Match serves both.
 */
export function conditionalBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
  cacheControl: string,
): Buffer | undefined | Promise<Buffer> {
  const coding =
    answer.body.length >= MIN_COMPRESSED_BYTES
      ? preferredCoding(request.headers['accept-encoding'])
      : undefined;
  const etag = coding ? `W/${answer.etag}` : answer.etag;
  void reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('ETag', etag)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Authorization, Accept-Encoding');
  if (matchesETag(request.headers['if-none-match'], etag)) {
    void reply.status(304);
    return undefined;
  }
  if (!coding) {
    return answer.body;
  }
  void reply.header('Content-Encoding', coding);
  return answer.in(coding);
}
