import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The rotating stamp code of a store (docs/stamping.md, "Rotating stamp code"): RFC 6238 TOTP with the
 * parameters every authenticator uses (HMAC-SHA-1, 6 digits, 30-second steps). The store service shows the
 * current code at the counter; the loyalty service checks what the member typed or scanned.
 */
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** 160 bits, the secret length RFC 4226 recommends. */
const SECRET_BYTES = 20;

/** The seconds one code lasts. */
export const STAMP_CODE_PERIOD_SECONDS = PARAMETERS.period;

/** The code shown now and when it stops being the current one. */
export interface CurrentStampCode {
  code: string;
  expiresAt: Date;
}

/** A new secret for a store's codes, base32, from the platform's cryptographic random source. */
export function newStampCodeSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secret: string): TOTP {
  return new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(secret) });
}

/** When a step (30-second periods since 1970) begins, in milliseconds. */
function startOfStep(step: number): number {
  return step * STAMP_CODE_PERIOD_SECONDS * 1000;
}

/** The code of the 30-second step `now` falls in, and the end of that step. */
export function currentStampCode(secret: string, now: Date): CurrentStampCode {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const step = totp.counter({ timestamp });
  return {
    code: totp.generate({ timestamp }),
    expiresAt: new Date(startOfStep(step + 1)),
  };
}

/**
 * Whether `code` is the store's code now or of the step just before (a member who read the code as it changed
 * still stamps); never a later step's, and never an older one. Both codes are compared in constant time, so
 * the answer's timing says nothing about which digits were right. A code is not single-use: every member at
 * the counter types the same one.
 */
export function isStampCode(secret: string, code: string, now: Date): boolean {
  const totp = totpOf(secret);
  const step = totp.counter({ timestamp: now.getTime() });
  const typed = Buffer.from(code, 'utf8');
  let matches = false;
  for (const counter of [step, step - 1]) {
    const expected = Buffer.from(totp.generate({ timestamp: startOfStep(counter) }), 'utf8');
    // Same length first (timingSafeEqual needs it); a code's length is no secret.
    matches = (expected.length === typed.length && timingSafeEqual(expected, typed)) || matches;
  }
  return matches;
}
