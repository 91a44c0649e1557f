import * as z from 'zod/mini';
import { MAX_NORMAL_STORE_IMAGES, STAMP_MODES, isEmailAddress, type Catalogue } from '@stamp/shared';

import { weakPasswordProblem } from '../../passwords';
import { STORE_FIELD_ORDER, stampPasswordSchema, storeFieldSchema } from './storeFieldSchema';

/** The store form's fields in the order spec §5 checks them, then the owner password. */
export const STORE_FIELDS = [...STORE_FIELD_ORDER, 'owner_password'] as const;

/**
 * The store form with spec §5's alerts, one per field (`storeFieldSchema`, shared with the owner's store form).
 * A new stamp password has at least 6 characters (api-contract.md); the store's `currentPassword` (edit),
 * however short, may stay as it is.
 */
export const storeSchema = (t: Catalogue, currentPassword?: string) =>
  z.object({
    code: z.string(),
    name: storeFieldSchema(t, 'name'),
    password: stampPasswordSchema(t, currentPassword),
    owner_name: storeFieldSchema(t, 'owner_name'),
    /** The product's one e-mail rule, as the store service's DTO checks it (`IsEmailAddress`). */
    email: storeFieldSchema(t, 'email').check(z.refine(isEmailAddress, t.storeEmailInvalid)),
    phone_number: storeFieldSchema(t, 'phone_number'),
    owner_phone: storeFieldSchema(t, 'owner_phone'),
    region: storeFieldSchema(t, 'region'),
    province: storeFieldSchema(t, 'province'),
    address: storeFieldSchema(t, 'address'),
    /** Sent on an edit only: a new store stamps with its password. */
    stamp_mode: z.enum(STAMP_MODES),
    /** Set by an administrator, never shown again: empty keeps the one the store has; a new one keeps the rule. */
    owner_password: z
      .string()
      .check(
        z.refine(
          async (value) => value === '' || (await weakPasswordProblem(value, t)) === null,
          t.weakPassword,
        ),
      ),
  });

export type StoreFormValues = z.infer<ReturnType<typeof storeSchema>>;

/**
 * The photo alerts of spec §5, in its order: none at all, no representative, no normal photo (on a new
 * store), and more than 15 normal photos plus the representative (always).
 */
export function imageAlert(
  t: Catalogue,
  counts: { representative: number; normal: number },
  creating: boolean,
): string | null {
  if (creating) {
    if (counts.representative + counts.normal === 0) return t.storeImageRequired;
    if (counts.representative === 0) return t.representativeImageRequired;
    if (counts.normal === 0) return t.normalImageRequired;
  }
  if (counts.normal > MAX_NORMAL_STORE_IMAGES) return t.storeImageLimit;
  return null;
}
