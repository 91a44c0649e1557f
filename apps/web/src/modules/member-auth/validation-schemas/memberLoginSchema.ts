import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/** The login's fields in the order it checks them (both blank or either: the one message, on the first). */
export const MEMBER_LOGIN_ORDER = ['email', 'password'] as const;

/** Spec §8's one login message for an e-mail or a password left blank, as for a refused login. */
export const memberLoginSchema = (t: Catalogue) =>
  z.object({
    email: z.string().check(z.refine((email) => email.trim() !== '', t.loginCheckEmailPassword)),
    password: z.string().check(z.minLength(1, t.loginCheckEmailPassword)),
    autoLogin: z.boolean(),
  });

export type MemberLoginValues = z.infer<ReturnType<typeof memberLoginSchema>>;
