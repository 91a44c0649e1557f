import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/** The member's place as the form shows it: the region and province of the member's area, if any. */
export interface Place {
  region: string;
  province: string;
}

/** The member info fields in the order spec §5 checks them (the form shows the first that fails). */
export const MEMBER_INFO_ORDER = ['firstName', 'lastName', 'passwordConfirm', 'province', 'address'] as const;

const filled = (message: string) => z.string().check(z.refine((value) => value.trim() !== '', message));

/**
 * Spec §5's member info update, checked in order: both names; 'Password does not match'; a region changed from
 * the member's `original` one needs its province and address ('Region has been changed. Please fill province
 * and address'). The address's area and the contract's password rule are checked after, by lookup.
 */
export const memberInfoSchema = (t: Catalogue, original: Place | null) =>
  z
    .object({
      firstName: filled(t.namesRequired),
      lastName: filled(t.namesRequired),
      password: z.string(),
      passwordConfirm: z.string(),
      phone: z.string(),
      gcashId: z.string(),
      region: z.string(),
      province: z.string(),
      address: z.string(),
    })
    .check(
      z.refine((values) => values.password === values.passwordConfirm, {
        message: t.profilePasswordsDiffer,
        path: ['passwordConfirm'],
      }),
      z.superRefine((values, context) => {
        if (values.region === (original?.region ?? '')) return;
        const missing = values.province === '' ? 'province' : values.address.trim() === '' ? 'address' : null;
        if (missing) {
          context.addIssue({
            code: 'custom',
            message: t.regionChanged,
            path: [missing],
            input: values[missing],
          });
        }
      }),
    );

export type MemberInfoValues = z.infer<ReturnType<typeof memberInfoSchema>>;
