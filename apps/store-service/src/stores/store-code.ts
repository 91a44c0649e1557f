import { randomInt } from 'node:crypto';
import { STORE_CODE_ALPHABET, STORE_CODE_LENGTH } from '@stamp/shared';

/** A random store code: 6 characters, A-Z and 0-9, from a cryptographic source. */
export function generateStoreCode(): string {
  let code = '';
  for (let i = 0; i < STORE_CODE_LENGTH; i++) {
    code += STORE_CODE_ALPHABET[randomInt(STORE_CODE_ALPHABET.length)];
  }
  return code;
}
