import jwt from 'jsonwebtoken';
import { Principal } from './principal';
import { TokenService } from './token.service';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

const SECRET = 'unit-test-secret-of-a-decent-length';
const ISSUER = 'stamp-gateway';

/** A token as TokenService would sign it, but with claims and options of the test's choosing. */
function craft(claims: object, options: jwt.SignOptions = {}, secret = SECRET): string {
  return jwt.sign(claims, secret, { algorithm: 'HS256', issuer: ISSUER, ...options });
}

function base64UrlJson(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A session's end an hour from now. */
const inAnHour = (): string => new Date(Date.now() + 3600 * 1000).toISOString();

describe(TokenService.name, () => {
  let sut: TokenService;

  beforeEach(() => {
    sut = new TokenService(SECRET);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it.each<[string, Principal]>([
    ['an admin', { kind: 'admin', adminId: 3, authority: 'admin', sessionId: SESSION_ID }],
    ['a super master', { kind: 'admin', adminId: 1, authority: 'super master', sessionId: SESSION_ID }],
    ['a member', { kind: 'member', memberNo: 42, sessionId: SESSION_ID }],
    ['a store owner', { kind: 'store', storeId: 12, sessionId: SESSION_ID }],
  ])('gives back the principal of %s it signed', (_name, principal) => {
    const token = sut.sign(principal, inAnHour());

    expect(sut.verify(token)).toEqual(principal);
  });

  it('signs HS256 tokens with the gateway as issuer and the id as subject', () => {
    const token = sut.sign({ kind: 'store', storeId: 12, sessionId: SESSION_ID }, inAnHour());

    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    expect(decoded?.payload).toMatchObject({ kind: 'store', sub: '12', iss: ISSUER });
  });

  it('expires the token when its session does', () => {
    const expiresAt = new Date(Date.now() + 12 * 3600 * 1000);
    const token = sut.sign(
      { kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID },
      expiresAt.toISOString(),
    );

    const payload = jwt.decode(token) as jwt.JwtPayload;
    expect(payload.exp).toBe(Math.floor(expiresAt.getTime() / 1000));
    expect(payload.sid).toBe(SESSION_ID);
  });

  it.each([undefined, 'not-a-session', 42])(
    'rejects a token whose session id is %j (tokens from before sessions)',
    (sid) => {
      const exp = Math.floor(Date.now() / 1000) + 60;
      expect(sut.verify(craft({ kind: 'member', sub: '42', sid, exp }))).toBeNull();
    },
  );

  it('rejects a token signed with another secret', () => {
    const token = new TokenService('another-secret-entirely').sign(
      { kind: 'store', storeId: 12, sessionId: SESSION_ID },
      inAnHour(),
    );

    expect(sut.verify(token)).toBeNull();
  });

  it('rejects an expired token', () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 3600;
    const token = craft({ kind: 'store', sub: '12', iat: issuedAt, exp: issuedAt + 60 });

    expect(sut.verify(token)).toBeNull();
  });

  it('accepts a store token just before its session runs out and rejects it just after', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    const token = sut.sign({ kind: 'store', storeId: 12, sessionId: SESSION_ID }, '2026-03-01T20:00:00Z');

    jest.setSystemTime(new Date('2026-03-01T19:59:59Z'));
    expect(sut.verify(token)).toEqual({ kind: 'store', storeId: 12, sessionId: SESSION_ID });

    jest.setSystemTime(new Date('2026-03-01T20:00:01Z'));
    expect(sut.verify(token)).toBeNull();
  });

  it('rejects a token without an expiry, although the signature is right', () => {
    expect(sut.verify(craft({ kind: 'store', sub: '12' }))).toBeNull();
  });

  it('answers a token it checked before from memory, and still refuses a forged copy of it', () => {
    const token = sut.sign({ kind: 'member', memberNo: 42, sessionId: SESSION_ID }, inAnHour());
    expect(sut.verify(token)).toEqual({ kind: 'member', memberNo: 42, sessionId: SESSION_ID });

    expect(sut.verify(token)).toEqual({ kind: 'member', memberNo: 42, sessionId: SESSION_ID });
    expect(sut.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('rejects a token whose payload was tampered with', () => {
    const [header, , signature] = sut
      .sign({ kind: 'store', storeId: 12, sessionId: SESSION_ID }, inAnHour())
      .split('.');
    const forgedPayload = base64UrlJson({ kind: 'admin', sub: '12', authority: 'super master', iss: ISSUER });

    expect(sut.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
  });

  it('rejects a token whose subject was changed to another store', () => {
    const token = sut.sign({ kind: 'store', storeId: 12, sessionId: SESSION_ID }, inAnHour());
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${base64UrlJson({ ...claims, sub: '13' })}.${signature}`;

    expect(sut.verify(forged)).toBeNull();
  });

  it('rejects an unsigned token (alg none)', () => {
    const token = jwt.sign({ kind: 'admin', sub: '1', authority: 'super master' }, '', {
      algorithm: 'none',
      issuer: ISSUER,
    });

    expect(sut.verify(token)).toBeNull();
  });

  it('rejects a token from another issuer', () => {
    expect(sut.verify(craft({ kind: 'store', sub: '12' }, { issuer: 'somebody-else' }))).toBeNull();
  });

  it('rejects an admin token with an unknown authority', () => {
    expect(sut.verify(craft({ kind: 'admin', sub: '1', authority: 'root' }))).toBeNull();
  });

  it('rejects an admin token without an authority', () => {
    expect(sut.verify(craft({ kind: 'admin', sub: '1' }))).toBeNull();
  });

  it('rejects a token of an unknown kind', () => {
    expect(sut.verify(craft({ kind: 'robot', sub: '1' }))).toBeNull();
  });

  it.each(['0', '-4', '1.5', 'abc', '', '9007199254740993'])('rejects a token whose subject is %j', (sub) => {
    expect(sut.verify(craft({ kind: 'store', sub }))).toBeNull();
  });

  it.each(['garbage', '', 'a.b.c', 'Bearer x'])('rejects the garbage string %j', (token) => {
    expect(sut.verify(token)).toBeNull();
  });
});
