import { asErrorBody } from '@stamp/api-client';
import { MESSAGES, type Catalogue } from '@stamp/shared';

import { errorMessage } from './errors';

/** The catalogue key of each of the servers' sentences (`MESSAGES`), by its English words. */
const KEY_BY_SENTENCE = new Map<string, keyof Catalogue>(
  Object.entries(MESSAGES).flatMap(([key, value]) =>
    typeof value === 'string' ? [[value, key as keyof Catalogue] as const] : [],
  ),
);

/**
 * A refusal in the member's language: the gateway answers with the spec's English sentence ('Password is
 * incorrect.'), and the catalogue has the same sentence in Korean and Filipino under the same key.
 */
export function localizedErrorMessage(error: unknown, t: Catalogue): string {
  const body = asErrorBody(error);
  const key = body ? KEY_BY_SENTENCE.get(body.message) : undefined;
  return key ? t[key] : errorMessage(error, t);
}
