import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import { weakPasswordProblem } from '../../passwords';

/**
 * The administrator form: every field required, but a blank password on edit keeps the old one; a password
 * given keeps the contract's rule (8+ characters, not a common one).
 */
export const adminSchema = (t: Catalogue, creating: boolean) => {
  const keepsRule = async (password: string) =>
    password === '' || (await weakPasswordProblem(password, t)) === null;
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, t.requiredFields)),
    admin_id: z.string().check(z.trim(), z.minLength(1, t.requiredFields)),
    password: z.string().check(
      z.refine((password) => !creating || password !== '', t.requiredFields),
      z.refine(keepsRule, t.weakPassword),
    ),
    authority: z.enum(['admin', 'super master']),
  });
};

export type AdminFormValues = z.infer<ReturnType<typeof adminSchema>>;
