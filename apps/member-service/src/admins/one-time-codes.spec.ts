import { totpCodeAt } from '@stamp/testing';
import { acceptedStep, newTotpSecret, otpauthUrl, stepOfCode } from './one-time-codes';

/** RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const AT = new Date('2026-03-01T08:00:10Z');
const STEP = Math.floor(AT.getTime() / 30_000);

describe('one-time codes', () => {
  it('makes the code of RFC 6238 test vector 59 s (its last six digits)', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(stepOfCode(RFC_SECRET, '287082', new Date(59_000))).toBe(1);
  });

  it('makes 160-bit base32 secrets, a new one each time', () => {
    const secret = newTotpSecret();

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth URI an authenticator app scans', () => {
    const url = new URL(otpauthUrl(RFC_SECRET, { issuer: 'Stamp Management', account: 'maria' }));

    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Stamp Management:maria');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Stamp Management',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('accepts the code of the step before and after (a phone clock a little off), not two away', () => {
    const code = (offsetSteps: number) =>
      totpCodeAt(RFC_SECRET, new Date(AT.getTime() + offsetSteps * 30_000));

    expect(stepOfCode(RFC_SECRET, code(-1), AT)).toBe(STEP - 1);
    expect(stepOfCode(RFC_SECRET, code(1), AT)).toBe(STEP + 1);
    expect(stepOfCode(RFC_SECRET, code(-2), AT)).toBeNull();
    expect(stepOfCode(RFC_SECRET, code(2), AT)).toBeNull();
  });

  it('refuses a code of another secret', () => {
    expect(stepOfCode(RFC_SECRET, totpCodeAt(newTotpSecret(), AT), AT)).toBeNull();
  });

  describe(acceptedStep.name, () => {
    const code = totpCodeAt(RFC_SECRET, AT);

    it('accepts a first code', () => {
      expect(acceptedStep(RFC_SECRET, code, AT, null)).toBe(STEP);
    });

    it('accepts a code once: not again in its step, nor one of an earlier step', () => {
      expect(acceptedStep(RFC_SECRET, code, AT, STEP)).toBeNull();
      expect(acceptedStep(RFC_SECRET, code, AT, STEP + 1)).toBeNull();
    });

    it('accepts the next step after the last accepted one', () => {
      const next = new Date(AT.getTime() + 30_000);

      expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, next), next, STEP)).toBe(STEP + 1);
    });
  });
});
