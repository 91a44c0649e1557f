import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

const filled = (message: string) => z.string().check(z.refine((value) => value.trim() !== '', message));

/** Find ID's fields in the order they are checked (any left blank: spec §8's one message). */
export const FIND_ID_ORDER = ['first', 'last', 'password'] as const;

/** Find ID (spec §2, §8): both names and the password, any missing answered as an unknown ID would be. */
export const findIdSchema = (t: Catalogue) =>
  z.object({
    first: filled(t.idNotFound),
    last: filled(t.idNotFound),
    password: z.string().check(z.minLength(1, t.idNotFound)),
  });

export type FindIdValues = z.infer<ReturnType<typeof findIdSchema>>;

/** Find password's fields in the order they are checked (any left blank: the one message). */
export const FIND_PASSWORD_ORDER = ['first', 'last', 'email'] as const;

/** Find password (api-contract.md): both names and the e-mail, any missing answered as 'Password not found.'. */
export const findPasswordSchema = (t: Catalogue) =>
  z.object({
    first: filled(t.passwordNotFound),
    last: filled(t.passwordNotFound),
    email: filled(t.passwordNotFound),
  });

export type FindPasswordValues = z.infer<ReturnType<typeof findPasswordSchema>>;
