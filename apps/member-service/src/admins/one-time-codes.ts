import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: HMAC-SHA-1, 6 digits, 30-second steps. */
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A phone's clock may be a step off: the codes of the step before and after are accepted too. */
const DRIFT_STEPS = 1;
/** 160 bits, the secret length RFC 4226 recommends. */
const SECRET_BYTES = 20;

/** Who the authenticator app lists the code for. */
export interface CodeLabel {
  issuer: string;
  account: string;
}

/** A new shared secret, base32 (what the app's manual entry takes). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://` URI of a secret: the QR code the app scans. */
export function otpauthUrl(secret: string, label: CodeLabel): string {
  return new TOTP({
    ...PARAMETERS,
    issuer: label.issuer,
    label: label.account,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/** The time step (30-second periods since 1970) a code belongs to at `now`, or null when it is no code of the secret. */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const totp = new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(secret) });
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/**
 * The step of a code accepted now, or null: a code is accepted once, and never one of a step at or before the
 * last accepted one (ASVS 5.0, V6.5: a time-based code is used once), so a code seen over a shoulder or
 * replayed from a log signs no one in.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const step = stepOfCode(secret, code, now);
  return step !== null && (lastStep === null || step > lastStep) ? step : null;
}
