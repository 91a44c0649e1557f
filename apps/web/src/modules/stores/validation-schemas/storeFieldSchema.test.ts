import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES, catalogueFor } from '@stamp/shared';
import { STORE_FIELD_RULES } from '@stamp/shared/rules';

import { STORE_FIELD_ORDER, storeFieldSchema } from './storeFieldSchema';

const t = catalogueFor('en');

describe('storeFieldSchema', () => {
  it.each(STORE_FIELD_ORDER)(
    "gives a blank %s the message the store service's request classes give",
    (field) => {
      const result = z.safeParse(storeFieldSchema(t, field), '  ');

      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        MESSAGES[STORE_FIELD_RULES[field].required],
      ]);
    },
  );

  it('takes a filled field, trimmed', () => {
    expect(z.safeParse(storeFieldSchema(t, 'address'), ' 123 Ayala Ave. ')).toMatchObject({
      success: true,
      data: '123 Ayala Ave.',
    });
  });
});
