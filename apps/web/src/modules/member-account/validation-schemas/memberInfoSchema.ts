import * as z from 'zod/mini';
import type { Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';
import { memberFields, samePasswordTwice } from '../../member-auth';

/** The member's place as the form shows it: the region and province of the member's area, if any. */
export interface Place {
  region: string;
  province: string;
}

/** The member info fields in the order spec §5 checks them (the form shows the first that fails). */
export const MEMBER_INFO_ORDER = ['firstName', 'lastName', 'passwordConfirm', 'province', 'address'] as const;

/**
 * Spec §5's member info update, checked in order: both names; 'Password does not match'; a region changed from
 * the member's `original` one needs its province and address ('Region has been changed. Please fill province
 * and address'). The address's area and the contract's password rule are checked after, by lookup.
 */
export const memberInfoSchema = (t: Catalogue, original: Place | null) =>
  z
    .object({
      ...memberFields(t),
      password: z.string(),
    })
    .check(
      samePasswordTwice(t.profilePasswordsDiffer),
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
