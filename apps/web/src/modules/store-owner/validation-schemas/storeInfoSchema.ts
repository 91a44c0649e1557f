import * as z from 'zod/mini';
import { STAMP_MODES, type Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';
import { STORE_FIELD_ORDER, stampPasswordSchema, storeFieldSchema } from '../../stores';

/**
 * The owner's store information: the store fields an owner may change (not the name: only an administrator
 * renames a store), each with the back-office store form's own rule (`storeFieldSchema`). A new stamp
 * password has at least 6 characters; the store's `currentPassword`, however short, may stay.
 */
export const storeInfoSchema = (t: Catalogue, currentPassword: string) =>
  z.object({
    password: stampPasswordSchema(t, currentPassword),
    phone_number: storeFieldSchema(t, 'phone_number'),
    region: storeFieldSchema(t, 'region'),
    province: storeFieldSchema(t, 'province'),
    address: storeFieldSchema(t, 'address'),
    stamp_mode: z.enum(STAMP_MODES),
  });

export type StoreInfoValues = z.infer<ReturnType<typeof storeInfoSchema>>;

/** The owner's fields in the order spec §5 checks a store's (the form shows the first that fails). */
export const STORE_INFO_ORDER = STORE_FIELD_ORDER.filter(
  (field): field is Exclude<keyof StoreInfoValues, 'stamp_mode'> =>
    ['password', 'phone_number', 'region', 'province', 'address'].includes(field),
);
