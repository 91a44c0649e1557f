import { Secret, TOTP } from 'otpauth';

/** The 6-digit code an authenticator app shows for a base32 secret at a time (RFC 6238 defaults). */
export function totpCodeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}
