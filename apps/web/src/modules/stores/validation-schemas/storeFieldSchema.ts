import * as z from 'zod/mini';
import { isShortStampPassword, type Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/**
 * The store's fields in the order spec §5 checks them (a form shows the first that fails), each with its
 * 'required' message: the messages the store service's request classes give for the same fields.
 */
export const STORE_FIELD_REQUIRED = {
  name: 'storeNameRequired',
  password: 'storePasswordRequired',
  owner_name: 'ownerNameRequired',
  email: 'storeEmailRequired',
  phone_number: 'storePhoneRequired',
  owner_phone: 'ownerPhoneRequired',
  region: 'regionRequired',
  province: 'provinceRequired',
  address: 'addressRequired',
} as const satisfies Record<string, keyof Catalogue>;

export type StoreField = keyof typeof STORE_FIELD_REQUIRED;

export const STORE_FIELD_ORDER = Object.keys(STORE_FIELD_REQUIRED) as StoreField[];

/** A store field as spec §5 checks it: trimmed (the web sends every store field trimmed), then required. */
export const storeFieldSchema = (t: Catalogue, field: StoreField) =>
  z.string().check(z.trim(), z.minLength(1, t[STORE_FIELD_REQUIRED[field]]));

/**
 * The stamp password: required, then at least 6 characters when new (api-contract.md); the store's
 * `currentPassword`, however short, may stay as it is.
 */
export const stampPasswordSchema = (t: Catalogue, currentPassword?: string) =>
  storeFieldSchema(t, 'password').check(
    z.refine(
      (password) => password === currentPassword?.trim() || !isShortStampPassword(password),
      t.stampPasswordTooShort,
    ),
  );
