import * as z from 'zod/mini';
import { isEmailAddress, type Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';
import { filled, memberFields, samePasswordTwice } from './memberFieldsSchema';

/** The sign-up fields in the order spec §5 checks them (the form shows the first that fails). */
export const SIGN_UP_ORDER = [
  'agreed',
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirm',
] as const;

/**
 * Spec §5's sign-up checks, with its messages: consent, both names, the e-mail (filled, then the product's one
 * e-mail rule, as the member service checks it), the password, the same password twice. The address and the
 * contract's password rule are checked after, by lookup.
 */
export const signUpSchema = (t: Catalogue) =>
  z
    .object({
      ...memberFields(t),
      agreed: z.boolean().check(z.refine((agreed) => agreed, t.privacyNotAgreed)),
      email: filled(t.emailRequired).check(
        z.refine((email) => email.trim() === '' || isEmailAddress(email.trim()), t.emailInvalid),
      ),
      password: z.string().check(z.minLength(1, t.passwordRequired)),
    })
    .check(samePasswordTwice(t.passwordsDiffer));

export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirm: '',
  phone: '',
  gcashId: '',
  region: '',
  province: '',
  address: '',
  agreed: false,
};
