import { KeyObject, createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { Principal, principalIdOf } from './principal';

const ISSUER = 'stamp-gateway';

interface Claims {
  kind: Principal['kind'];
  sub: string;
  /** The session the token belongs to (its owning service keeps it); no session, no access. */
  sid: string;
  authority?: string;
  exp?: number;
}

/** A session id as the services make them (a UUID); anything else in `sid` is not one of ours. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Tokens whose signature this gateway has checked, remembered with their principal until they expire. */
const REMEMBERED_TOKENS = 10_000;

interface Verified {
  principal: Principal;
  expiresAt: number;
}

/** Signs and checks the three kinds of bearer token (api-contract.md: admin, member, store). */
export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries it as a public key on
   * every call and builds the secret key from the thrown error, which cost a fifth of the gateway's CPU.
   */
  private readonly key: KeyObject;
  /** A token is checked once (HMAC, JSON, claims); later calls with it only look at its expiry. */
  private readonly verified = new LRUCache<string, Verified>({ max: REMEMBERED_TOKENS });

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token for a session that was just opened; it expires when the session does. */
  sign(principal: Principal, expiresAt: string): string {
    const sub = String(principalIdOf(principal));
    const claims: Claims =
      principal.kind === 'admin'
        ? { kind: 'admin', sub, sid: principal.sessionId, authority: principal.authority }
        : { kind: principal.kind, sub, sid: principal.sessionId };
    claims.exp = Math.floor(Date.parse(expiresAt) / 1000);
    return jwt.sign(claims, this.key, { algorithm: 'HS256', issuer: ISSUER });
  }

  /** The principal of a valid token, or null for anything else (expired, forged, malformed). */
  verify(token: string): Principal | null {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) {
        return known.principal;
      }
      this.verified.delete(token);
      return null;
    }
    const principal = this.check(token);
    if (principal) {
      this.verified.set(token, principal);
      return principal.principal;
    }
    return null;
  }

  private check(token: string): Verified | null {
    let claims: Claims;
    try {
      claims = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER }) as Claims;
    } catch {
      return null;
    }
    const id = Number(claims.sub);
    const principal =
      Number.isSafeInteger(id) && id >= 1 && typeof claims.sid === 'string' && SESSION_ID.test(claims.sid)
        ? principalOf(claims, id, claims.sid)
        : null;
    // Every token this gateway signs expires; one without `exp` is not remembered (or accepted).
    return principal && claims.exp !== undefined ? { principal, expiresAt: claims.exp * 1000 } : null;
  }
}

function principalOf(claims: Claims, id: number, sessionId: string): Principal | null {
  switch (claims.kind) {
    case 'admin':
      return claims.authority === 'admin' || claims.authority === 'super master'
        ? { kind: 'admin', adminId: id, authority: claims.authority, sessionId }
        : null;
    case 'member':
      return { kind: 'member', memberNo: id, sessionId };
    case 'store':
      return { kind: 'store', storeId: id, sessionId };
    default:
      return null;
  }
}
