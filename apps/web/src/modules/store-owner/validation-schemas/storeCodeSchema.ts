import * as z from 'zod/mini';
import { STORE_CODE_PATTERN, type Catalogue } from '@stamp/shared';

import '../../ui/zodWithoutEval';

/**
 * The store code as the owner types it, trimmed and in capitals, and spec §8's one message for a code that
 * is not 6 characters of A-Z and 0-9 (the server's `STORE_CODE_PATTERN`).
 */
export const storeCodeSchema = (t: Catalogue) =>
  z.object({
    code: z.pipe(
      z.string().check(z.trim(), z.toUpperCase()),
      z.string().check(z.regex(STORE_CODE_PATTERN, t.invalidStoreCode)),
    ),
  });

export type StoreCodeValues = z.input<ReturnType<typeof storeCodeSchema>>;
