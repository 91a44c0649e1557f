import { STORE_CODE_ALPHABET, STORE_CODE_LENGTH } from '@stamp/shared';

/** A random store code: 6 characters of A-Z and 0-9 (spec §5). */
export function randomStoreCode(random: () => number = Math.random): string {
  return Array.from(
    { length: STORE_CODE_LENGTH },
    () => STORE_CODE_ALPHABET[Math.floor(random() * STORE_CODE_ALPHABET.length)] ?? 'A',
  ).join('');
}
