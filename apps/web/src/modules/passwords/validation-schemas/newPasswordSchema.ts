import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';
import { weakPasswordProblem } from '../utils/weakPassword';

/**
 * A new password typed twice, its messages in the order they are checked, all on the password: filled (when the
 * page has a message for that), the same twice, then the contract's rule (8+ characters, not a common one),
 * only looked up once the rest passes.
 */
export const newPasswordSchema = (t: Catalogue, requiredMessage?: string) =>
  z
    .object({
      password: z
        .string()
        .check(z.refine((password) => !requiredMessage || password !== '', requiredMessage)),
      confirm: z.string(),
    })
    .check(
      z.superRefine(async ({ password, confirm }, context) => {
        if (requiredMessage && password === '') return;
        const problem = password === confirm ? await weakPasswordProblem(password, t) : t.passwordsDiffer;
        if (problem)
          context.addIssue({ code: 'custom', message: problem, path: ['password'], input: password });
      }),
    );

export type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;
