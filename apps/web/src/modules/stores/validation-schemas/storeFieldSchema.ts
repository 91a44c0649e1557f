import * as z from 'zod/mini';
import { isShortStampPassword, type Catalogue } from '@stamp/shared';
import { STORE_FIELD_ORDER, STORE_FIELD_RULES, type StoreField } from '@stamp/shared/rules';

import '../../ui/zodWithoutEval';

export { STORE_FIELD_ORDER, type StoreField };

/**
 * A store field as spec §5 checks it (`STORE_FIELD_RULES`, the store service's request classes too): trimmed
 * (the web sends every store field trimmed), then required. Its greatest length is the input's `maxLength`.
 */
export const storeFieldSchema = (t: Catalogue, field: StoreField) =>
  z.string().check(z.trim(), z.minLength(1, t[STORE_FIELD_RULES[field].required]));

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
