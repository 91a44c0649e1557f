import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import { SIX_DIGITS, withoutSpaces } from '../../session';

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
