import jwt from 'jsonwebtoken';
import { Principal } from './principal';
import { TokenService } from './token.service';

const SECRET = 'unit-test-secret-of-a-decent-length';
const ISSUER = 'stamp-gateway';

/** A token as TokenService would sign it, but with claims and options of the test's choosing. */
function craft(claims: object, options: jwt.SignOptions = {}, secret = SECRET): string {
  return jwt.sign(claims, secret, { algorithm: 'HS256', issuer: ISSUER, ...options });
}

function base64UrlJson(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe(TokenService.name, () => {
  let sut: TokenService;

  beforeEach(() => {
    sut = new TokenService(SECRET);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it.each<[string, Principal]>([
    ['an admin', { kind: 'admin', adminId: 3, authority: 'admin' }],
    ['a super master', { kind: 'admin', adminId: 1, authority: 'super master' }],
    ['a member', { kind: 'member', memberNo: 42 }],
    ['a store owner', { kind: 'store', storeId: 12 }],
  ])('gives back the principal of %s it signed', (_name, principal) => {
    const token = sut.sign(principal);

    expect(sut.verify(token)).toEqual(principal);
  });

  it('signs HS256 tokens with the gateway as issuer and the id as subject', () => {
    const token = sut.sign({ kind: 'store', storeId: 12 });

    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    expect(decoded?.payload).toMatchObject({ kind: 'store', sub: '12', iss: ISSUER });
  });

  it.each<[string, Principal, number]>([
    ['12 hours to an admin', { kind: 'admin', adminId: 1, authority: 'admin' }, 12 * 3600],
    ['30 days to a member', { kind: 'member', memberNo: 1 }, 30 * 24 * 3600],
    ['12 hours to a store owner', { kind: 'store', storeId: 1 }, 12 * 3600],
  ])('gives a token lifetime of %s', (_name, principal, lifetimeSeconds) => {
    const token = sut.sign(principal);

    const payload = jwt.decode(token) as jwt.JwtPayload;
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(lifetimeSeconds);
  });

  it('rejects a token signed with another secret', () => {
    const token = new TokenService('another-secret-entirely').sign({ kind: 'store', storeId: 12 });

    expect(sut.verify(token)).toBeNull();
  });

  it('rejects an expired token', () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 3600;
    const token = craft({ kind: 'store', sub: '12', iat: issuedAt, exp: issuedAt + 60 });

    expect(sut.verify(token)).toBeNull();
  });

  it('accepts a store token just before its 12 hours run out and rejects it just after', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    const token = sut.sign({ kind: 'store', storeId: 12 });

    jest.setSystemTime(new Date('2026-03-01T19:59:59Z'));
    expect(sut.verify(token)).toEqual({ kind: 'store', storeId: 12 });

    jest.setSystemTime(new Date('2026-03-01T20:00:01Z'));
    expect(sut.verify(token)).toBeNull();
  });

  it('rejects a token without an expiry, although the signature is right', () => {
    expect(sut.verify(craft({ kind: 'store', sub: '12' }))).toBeNull();
  });

  it('answers a token it checked before from memory, and still refuses a forged copy of it', () => {
    const token = sut.sign({ kind: 'member', memberNo: 42 });
    expect(sut.verify(token)).toEqual({ kind: 'member', memberNo: 42 });

    expect(sut.verify(token)).toEqual({ kind: 'member', memberNo: 42 });
    expect(sut.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('rejects a token whose payload was tampered with', () => {
    const [header, , signature] = sut.sign({ kind: 'store', storeId: 12 }).split('.');
    const forgedPayload = base64UrlJson({ kind: 'admin', sub: '12', authority: 'super master', iss: ISSUER });

    expect(sut.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
  });

  it('rejects a token whose subject was changed to another store', () => {
    const token = sut.sign({ kind: 'store', storeId: 12 });
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
