/**
 * The attributes of a field for an authenticator app's 6-digit code: the numeric keypad on a phone, and the
 * browser's or the phone's offer of a code it received (`one-time-code`). A space between the groups is allowed.
 */
export const ONE_TIME_CODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9 ]*',
  maxLength: 7,
  placeholder: '123456',
} as const;

/** RFC 6238 codes as authenticator apps show them; spaces people type between the groups are dropped. */
export const SIX_DIGITS = /^\d{6}$/;
export const withoutSpaces = (value: string) => value.replace(/\s/g, '');

/** Whether a typed code is six digits (spaces between the groups allowed). */
export function isSixDigits(value: string): boolean {
  return SIX_DIGITS.test(withoutSpaces(value));
}
