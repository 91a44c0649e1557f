import jwt from 'jsonwebtoken';
import { FetchFn } from './push-provider';

/** A Google service account, as FCM HTTP v1 needs it. */
export interface FcmCredentials {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const ASSERTION_LIFETIME_S = 3600;
/** Take a new token this long before the old one expires. */
const EARLY_REFRESH_MS = 60_000;

export class FcmTokenError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfter?: string | null,
  ) {
    super(message);
    this.name = 'FcmTokenError';
  }
}

/**
 * OAuth2 for a service account (RFC 7523): a JWT signed with the account's key is exchanged at the token
 * endpoint for an access token, which is kept until shortly before it expires. Requests that need a token
 * at the same time share one exchange.
 */
export class FcmAccessTokenSource {
  private token: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly credentials: FcmCredentials,
    private readonly tokenUrl: string,
    private readonly fetchFn: FetchFn,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    if (this.token && this.token.expiresAt - EARLY_REFRESH_MS > this.now()) {
      return this.token.value;
    }
    this.pending ??= this.exchange().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** The token was refused (401): the next call takes a new one. */
  invalidate(): void {
    this.token = undefined;
  }

  private assertion(): string {
    const issuedAt = Math.floor(this.now() / 1000);
    return jwt.sign(
      {
        iss: this.credentials.clientEmail,
        scope: SCOPE,
        aud: this.tokenUrl,
        iat: issuedAt,
        exp: issuedAt + ASSERTION_LIFETIME_S,
      },
      this.credentials.privateKey,
      { algorithm: 'RS256' },
    );
  }

  private async exchange(): Promise<string> {
    const response = await this.fetchFn(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(),
      }).toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      throw new FcmTokenError(
        `token endpoint answered ${response.status}`,
        response.status,
        response.headers.get('retry-after'),
      );
    }
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) {
      throw new FcmTokenError('token endpoint answered without an access_token');
    }
    this.token = { value: body.access_token, expiresAt: this.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }
}
