import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
} from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of 24 base32 characters (120 bits) in groups of four', () => {
    const { codes } = newRecoveryCodes();

    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/);
    }
  });

  it('keeps only a SHA-256 of each code, never the code', () => {
    const { codes, hashes } = newRecoveryCodes();

    expect(hashes).toEqual(codes.map(hashRecoveryCode));
    for (const hash of hashes) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(hashes.some((hash, i) => hash.includes(normalizeRecoveryCode(codes[i])))).toBe(false);
  });

  it('matches a code typed in capitals, without dashes or with spaces', () => {
    const code = 'k7qm-3xzt-6wfa-pd2n-e5hc-r4vb';

    expect(hashRecoveryCode(' K7QM 3XZT-6WFA PD2N E5HC R4VB ')).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode('k7qm3xzt6wfapd2ne5hcr4vb')).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode('k7qm-3xzt-6wfa-pd2n-e5hc-r4vc')).not.toBe(hashRecoveryCode(code));
  });
});
