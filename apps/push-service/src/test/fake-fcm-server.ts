import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { HttpTestServer, ReceivedRequest, sendJson, startHttpTestServer } from './http-test-server';

/** What the fake answers a send to one token; a script is played in order, then the last answer repeats. */
export type FcmAnswer =
  | { status: 200 }
  | { status: 404; errorCode: 'UNREGISTERED' }
  | { status: 400; errorCode: 'INVALID_ARGUMENT' }
  | { status: 401 }
  | { status: 429 | 500 | 503; retryAfter?: string };

export interface FcmSend {
  projectId: string;
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
  at: number;
}

interface FcmSendBody {
  message?: {
    token?: string;
    notification?: { title?: string; body?: string };
    data?: Record<string, string>;
  };
}

/**
 * A local stand-in for Google's OAuth2 token endpoint and FCM HTTP v1. The token endpoint checks the
 * service account's JWT assertion (RS256, issuer, audience, scope) with the account's public key; the send
 * endpoint checks the bearer token it issued and the message, and answers by script.
 */
export class FakeFcmServer {
  readonly sends: FcmSend[] = [];
  readonly tokenRequests: number[] = [];
  readonly projectId = 'stamp-test';
  readonly clientEmail = 'push@stamp-test.iam.gserviceaccount.com';
  readonly privateKey: string;
  private readonly publicKey: string;
  private readonly scripts = new Map<string, FcmAnswer[]>();
  private readonly issued = new Set<string>();
  private server: HttpTestServer | undefined;
  /** Answers of the token endpoint, played in order before it issues tokens. */
  tokenFailures: number[] = [];

  constructor() {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    this.publicKey = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  get url(): string {
    if (!this.server) {
      throw new Error('FakeFcmServer not started');
    }
    return this.server.url;
  }

  get tokenUrl(): string {
    return `${this.url}/token`;
  }

  /** The push service's settings for this server. */
  env(): Record<string, string> {
    return {
      FCM_PROJECT_ID: this.projectId,
      FCM_CLIENT_EMAIL: this.clientEmail,
      FCM_PRIVATE_KEY: this.privateKey.replace(/\n/g, '\\n'),
      FCM_API_URL: this.url,
      FCM_TOKEN_URL: this.tokenUrl,
    };
  }

  async start(): Promise<this> {
    this.server = await startHttpTestServer((request, response) => {
      if (request.method === 'POST' && request.path === '/token') {
        const answer = this.token(request);
        sendJson(response, answer.status, answer.body);
        return;
      }
      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.path);
      if (request.method === 'POST' && send) {
        const answer = this.send(decodeURIComponent(send[1]), request);
        sendJson(response, answer.status, answer.body, answer.headers);
        return;
      }
      sendJson(response, 404, { error: { code: 404, message: 'no such route', status: 'NOT_FOUND' } });
    });
    return this;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  /** How the server answers sends to this token (default: 200). */
  script(token: string, ...answers: FcmAnswer[]): void {
    this.scripts.set(token, answers);
  }

  /** Forget every issued access token: the next send with one gets 401. */
  revokeAccessTokens(): void {
    this.issued.clear();
  }

  sendsTo(token: string): FcmSend[] {
    return this.sends.filter((send) => send.token === token);
  }

  private token(request: ReceivedRequest): { status: number; body: unknown } {
    this.tokenRequests.push(Date.now());
    const failure = this.tokenFailures.shift();
    if (failure !== undefined) {
      return { status: failure, body: { error: 'temporarily_unavailable' } };
    }
    const form = new URLSearchParams(request.body.toString('utf8'));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    try {
      const claims = jwt.verify(form.get('assertion') ?? '', this.publicKey, {
        algorithms: ['RS256'],
        audience: this.tokenUrl,
        issuer: this.clientEmail,
      }) as { scope?: string };
      if (claims.scope !== 'https://www.googleapis.com/auth/firebase.messaging') {
        return { status: 400, body: { error: 'invalid_scope' } };
      }
    } catch (error) {
      return { status: 400, body: { error: 'invalid_grant', error_description: String(error) } };
    }
    const accessToken = `ya29.${randomUUID()}`;
    this.issued.add(accessToken);
    return { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' } };
  }

  private send(
    projectId: string,
    request: ReceivedRequest,
  ): { status: number; body: unknown; headers?: Record<string, string> } {
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.issued.has(bearer)) {
      return {
        status: 401,
        body: { error: { code: 401, message: 'invalid credentials', status: 'UNAUTHENTICATED' } },
      };
    }
    const body = JSON.parse(request.body.toString('utf8')) as FcmSendBody;
    const token = body.message?.token;
    if (projectId !== this.projectId || !token || !body.message?.notification?.title) {
      return {
        status: 400,
        body: { error: { code: 400, message: 'bad message', status: 'INVALID_ARGUMENT' } },
      };
    }
    const script = this.scripts.get(token) ?? [];
    const answer: FcmAnswer = (script.length > 1 ? script.shift() : script[0]) ?? { status: 200 };
    this.sends.push({
      projectId,
      token,
      title: body.message.notification.title,
      body: body.message.notification.body ?? '',
      data: body.message.data ?? {},
      at: Date.now(),
    });
    switch (answer.status) {
      case 200:
        return { status: 200, body: { name: `projects/${projectId}/messages/${randomUUID()}` } };
      case 404:
      case 400:
        return {
          status: answer.status,
          body: {
            error: {
              code: answer.status,
              message:
                answer.errorCode === 'UNREGISTERED' ? 'Requested entity was not found.' : 'Invalid token',
              status: answer.status === 404 ? 'NOT_FOUND' : 'INVALID_ARGUMENT',
              details: [
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: answer.errorCode,
                },
              ],
            },
          },
        };
      case 401:
        return { status: 401, body: { error: { code: 401, status: 'UNAUTHENTICATED' } } };
      case 429:
      case 500:
      case 503:
        return {
          status: answer.status,
          body: {
            error: {
              code: answer.status,
              status: answer.status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE',
            },
          },
          headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : undefined,
        };
    }
  }
}
