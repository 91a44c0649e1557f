import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/** A text field that must not be blank, with its message. */
export const filled = (message: string) =>
  z.string().check(z.refine((value) => value.trim() !== '', message));

/**
 * The member's fields that the sign-up and the member info update share (spec §5): both names, with 'Please
 * fill the first name and last name.', then the password typed twice, the phone, the GCash id and the address
 * as typed (the area and the contract's password rule are checked after, by lookup).
 */
export const memberFields = (t: Catalogue) => ({
  firstName: filled(t.namesRequired),
  lastName: filled(t.namesRequired),
  passwordConfirm: z.string(),
  phone: z.string(),
  gcashId: z.string(),
  region: z.string(),
  province: z.string(),
  address: z.string(),
});

/** The password typed twice is the same, or the form says `message` on the confirmation. */
export const samePasswordTwice = (message: string) =>
  z.refine<{ password: string; passwordConfirm: string }>(
    (values) => values.password === values.passwordConfirm,
    {
      message,
      path: ['passwordConfirm'],
    },
  );
