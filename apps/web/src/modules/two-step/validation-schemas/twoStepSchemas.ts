import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

/** RFC 6238 codes as authenticator apps show them; spaces people type between the groups are dropped. */
const SIX_DIGITS = /^\d{6}$/;
const withoutSpaces = (value: string) => value.replace(/\s/g, '');

export const totpCodeSchema = (t: Catalogue) =>
  z.object({
    code: z.pipe(
      z.pipe(z.string(), z.transform(withoutSpaces)),
      z.string().check(z.regex(SIX_DIGITS, t.adminOtpFormat)),
    ),
  });

export type TotpCodeValues = z.input<ReturnType<typeof totpCodeSchema>>;

export const passwordConfirmSchema = (t: Catalogue) =>
  z.object({ password: z.string().check(z.minLength(1, t.adminPasswordWrong)) });

export type PasswordConfirmValues = z.infer<ReturnType<typeof passwordConfirmSchema>>;

/** Whether a typed code is six digits (spaces between the groups allowed). */
export function isSixDigits(value: string): boolean {
  return SIX_DIGITS.test(withoutSpaces(value));
}
