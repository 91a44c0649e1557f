import {
  ClientHttp2Session,
  IncomingHttpHeaders,
  IncomingHttpStatusHeader,
  SecureClientSessionOptions,
  connect,
  constants,
} from 'node:http2';
import { Agent } from 'undici';

/** A provider's answer: what delivery decides on (status, Retry-After) and the body for error details. */
export interface HttpAnswer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** One POST to a provider, with a deadline. */
export interface HttpPost {
  headers: Record<string, string>;
  body: string | Buffer;
  timeoutMs: number;
}

/** How the providers speak HTTP: one pool of connections per replica, reused by every send. */
export interface PushHttpClient {
  post(url: URL, request: HttpPost): Promise<HttpAnswer>;
  close(): Promise<void>;
}

/**
 * undici's request API over one keep-alive pool (HTTP/2 where the server offers it over TLS, else
 * HTTP/1.1). Not `fetch`: a fetch builds a WHATWG Request, Response and streams per send, measured at about
 * three times this client's CPU per request (docs/push.md, "CPU per notification").
 */
export class PooledHttpClient implements PushHttpClient {
  private readonly agent = new Agent({
    allowH2: true,
    keepAliveTimeout: 60_000,
    keepAliveMaxTimeout: 600_000,
  });

  async post(url: URL, request: HttpPost): Promise<HttpAnswer> {
    const answer = await this.agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: request.headers,
      body: request.body,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
    });
    const retryAfter = answer.headers['retry-after'];
    return {
      status: answer.statusCode,
      retryAfter: (Array.isArray(retryAfter) ? retryAfter[0] : retryAfter) ?? null,
      body: await answer.body.text(),
    };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/**
 * Node's own HTTP/2 client with one session per origin, kept open and reused by every send (as
 * firebase-admin's `Http2SessionHandler` does for `sendEach`): all of a replica's concurrent sends are
 * streams of that one connection. A session that closes, errs or receives GOAWAY is dropped and the next
 * send opens a new one. `http:` origins (local test servers speaking HTTP/1.1) go through
 * `PooledHttpClient`.
 */
export class Http2SessionPool implements PushHttpClient {
  private readonly sessions = new Map<string, ClientHttp2Session>();
  private readonly plain = new PooledHttpClient();

  constructor(private readonly tls: SecureClientSessionOptions = {}) {}

  post(url: URL, request: HttpPost): Promise<HttpAnswer> {
    if (url.protocol !== 'https:') {
      return this.plain.post(url, request);
    }
    return new Promise((resolve, reject) => {
      const stream = this.session(url.origin).request({
        ':method': 'POST',
        ':path': `${url.pathname}${url.search}`,
        ...request.headers,
      });
      let status = 0;
      let retryAfter: string | null = null;
      const chunks: Buffer[] = [];
      stream.setTimeout(request.timeoutMs, () => {
        stream.close(constants.NGHTTP2_CANCEL);
        reject(new Error(`no answer within ${String(request.timeoutMs)} ms`));
      });
      stream.on('response', (headers: IncomingHttpHeaders & IncomingHttpStatusHeader) => {
        status = headers[':status'] ?? 0;
        retryAfter = headers['retry-after'] ?? null;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (status === 0) {
          reject(new Error(`stream ended without an answer (code ${String(stream.rstCode)})`));
        } else {
          resolve({ status, retryAfter, body: Buffer.concat(chunks).toString() });
        }
      });
      stream.on('error', reject);
      // A stream reset (RST_STREAM NO_ERROR) or a session torn down without an error may end with 'close'
      // alone: never leave a send waiting (a settled promise ignores the later calls).
      stream.on('close', () => {
        reject(new Error(`stream closed before its answer (code ${String(stream.rstCode)})`));
      });
      stream.end(request.body);
    });
  }

  private session(origin: string): ClientHttp2Session {
    const open = this.sessions.get(origin);
    if (open && !open.closed && !open.destroyed) {
      return open;
    }
    const session = connect(origin, this.tls);
    const forget = () => {
      if (this.sessions.get(origin) === session) {
        this.sessions.delete(origin);
      }
    };
    // A session's error also errs its open streams, which reject their sends: nothing more to do here.
    session.on('error', forget);
    session.on('goaway', forget);
    session.on('close', forget);
    session.unref();
    this.sessions.set(origin, session);
    return session;
  }

  async close(): Promise<void> {
    const closing = [...this.sessions.values()].map(
      (session) =>
        new Promise<void>((resolve) => {
          session.close(resolve);
        }),
    );
    this.sessions.clear();
    await Promise.all([...closing, this.plain.close()]);
  }
}
