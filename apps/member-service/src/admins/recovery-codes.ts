import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';

/** How many recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
/** 120 random bits each (24 base32 characters): above the 112 ASVS 5.0 asks of a secret kept as a plain hash. */
const CODE_BYTES = 15;
const GROUP = 4;

/** What a typed code is compared as: lower case, without the dashes and spaces people copy with it. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z2-7]/g, '');
}

/** What the database keeps of a recovery code: the SHA-256 of its normalised form, hex. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');
}

/** One new code, lower-case base32 in dash-separated groups of four (`k7qm-3xzt-…`), easy to read out. */
function newRecoveryCode(): string {
  const characters = new Secret({ size: CODE_BYTES }).base32.toLowerCase();
  return characters.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? characters;
}

/** A new set: the codes to show once, and their hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
