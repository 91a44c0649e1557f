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
