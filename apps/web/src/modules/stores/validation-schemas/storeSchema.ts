import * as z from 'zod/mini';
import {
  MAX_NORMAL_STORE_IMAGES,
  STAMP_MODES,
  isEmailAddress,
  isShortStampPassword,
  type Catalogue,
} from '@stamp/shared';

import { weakPasswordProblem } from '../../passwords';

/** The store form's fields in the order spec §5 checks them. */
export const STORE_FIELDS = [
  'name',
  'password',
  'owner_name',
  'email',
  'phone_number',
  'owner_phone',
  'region',
  'province',
  'address',
  'owner_password',
] as const;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * The store form with spec §5's alerts, one per field. A new stamp password has at least 6 characters
 * (api-contract.md); the store's `currentPassword` (edit), however short, may stay as it is.
 */
export const storeSchema = (t: Catalogue, currentPassword?: string) =>
  z.object({
    code: z.string(),
    name: required(t.storeNameRequired),
    password: required(t.storePasswordRequired).check(
      z.refine(
        (password) => password === currentPassword?.trim() || !isShortStampPassword(password),
        t.stampPasswordTooShort,
      ),
    ),
    owner_name: required(t.ownerNameRequired),
    /** The product's one e-mail rule, as the store service's DTO checks it (`IsEmailAddress`). */
    email: required(t.storeEmailRequired).check(z.refine(isEmailAddress, t.storeEmailInvalid)),
    phone_number: required(t.storePhoneRequired),
    owner_phone: required(t.ownerPhoneRequired),
    region: required(t.regionRequired),
    province: required(t.provinceRequired),
    address: required(t.addressRequired),
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
