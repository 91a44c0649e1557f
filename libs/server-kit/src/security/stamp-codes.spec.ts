import { Secret, TOTP } from 'otpauth';
import { STAMP_CODE_SECRET_PATTERN } from '@stamp/contracts';
import { currentStampCode, isStampCode, newStampCodeSecret } from './stamp-codes';

/** RFC 6238's SHA-1 test secret ("12345678901234567890"), base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
/** 2009-02-13T23:31:30Z, inside the step of RFC 6238's test vector T = 1234567890 (code 89005924 in 8 digits). */
const NOW = new Date(1_234_567_890_000);
const STEP_MS = 30_000;

function codeAt(at: Date): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(RFC_SECRET),
  }).generate({
    timestamp: at.getTime(),
  });
}

describe('stamp codes', () => {
  it("gives RFC 6238's code for the step and when that step ends", () => {
    const sut = currentStampCode(RFC_SECRET, NOW);

    // The test vector's 8-digit code is 89005924: six digits keep its last six.
    expect(sut.code).toBe('005924');
    expect(sut.expiresAt).toEqual(new Date(1_234_567_890_000 - (1_234_567_890_000 % STEP_MS) + STEP_MS));
  });

  it('accepts the code of the current step', () => {
    expect(isStampCode(RFC_SECRET, codeAt(NOW), NOW)).toBe(true);
  });

  it('accepts the code of the step before (read as it changed)', () => {
    expect(isStampCode(RFC_SECRET, codeAt(new Date(NOW.getTime() - STEP_MS)), NOW)).toBe(true);
  });

  it('refuses the code of two steps before', () => {
    const old = codeAt(new Date(NOW.getTime() - 2 * STEP_MS));

    expect(old).not.toBe(codeAt(NOW));
    expect(isStampCode(RFC_SECRET, old, NOW)).toBe(false);
  });

  it('refuses the code of the next step', () => {
    expect(isStampCode(RFC_SECRET, codeAt(new Date(NOW.getTime() + STEP_MS)), NOW)).toBe(false);
  });

  it('refuses anything that is not the code', () => {
    expect(isStampCode(RFC_SECRET, '', NOW)).toBe(false);
    expect(isStampCode(RFC_SECRET, '0059245', NOW)).toBe(false);
    expect(isStampCode(RFC_SECRET, 'kape-2026', NOW)).toBe(false);
  });

  it('makes a different 160-bit base32 secret each time', () => {
    const first = newStampCodeSecret();

    expect(first).toMatch(STAMP_CODE_SECRET_PATTERN);
    expect(newStampCodeSecret()).not.toBe(first);
  });
});
