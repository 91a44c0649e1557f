import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/** The owner's sign-in fields in the order it checks them (either blank: the one message, on the first). */
export const OWNER_SIGN_IN_ORDER = ['email', 'password'] as const;

const filled = (message: string) => z.string().check(z.refine((value) => value.trim() !== '', message));

/**
 * The owner's sign-in (the store's e-mail and the owner password): spec §8's one store-owner login message for
 * a field left blank, as for a refused sign-in.
 */
export const ownerSignInSchema = (t: Catalogue) =>
  z.object({
    email: filled(t.loginCheckEmailPassword),
    password: z.string().check(z.minLength(1, t.loginCheckEmailPassword)),
  });

export type OwnerSignInValues = z.infer<ReturnType<typeof ownerSignInSchema>>;

/** The owner-password link: the store's e-mail, required with spec §5's store message. */
export const ownerPasswordLinkSchema = (t: Catalogue) => z.object({ email: filled(t.storeEmailRequired) });

export type OwnerPasswordLinkValues = z.infer<ReturnType<typeof ownerPasswordLinkSchema>>;
