import { ACCOUNT_PASSWORD_MIN_LENGTH, STAMP_PASSWORD_MIN_LENGTH } from './constants';

/** Characters as the rules count them: Unicode code points, so an emoji is one character, not two. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _codePoint of text) {
    count += 1;
  }
  return count;
}

/**
 * A list of common passwords as the rule looks it up: lower-cased, and only the entries long enough to pass
 * the length rule (a shorter one is refused for its length anyway). Build it once.
 */
export function commonPasswordSet(entries: Iterable<string>): ReadonlySet<string> {
  const common = new Set<string>();
  for (const entry of entries) {
    if (characterCount(entry) >= ACCOUNT_PASSWORD_MIN_LENGTH) {
      common.add(entry.toLowerCase());
    }
  }
  return common;
}

/**
 * Whether a new password of a member, an administrator or a store owner breaks the rule: fewer than 8
 * characters, or on the list of common passwords in any case (`Password1` is `password1`).
 */
export function isWeakPassword(password: string, common: ReadonlySet<string>): boolean {
  return characterCount(password) < ACCOUNT_PASSWORD_MIN_LENGTH || common.has(password.toLowerCase());
}

/** Whether a new stamp password is too short (fewer than 6 characters). */
export function isShortStampPassword(password: string): boolean {
  return characterCount(password) < STAMP_PASSWORD_MIN_LENGTH;
}
