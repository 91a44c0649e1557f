import type { Catalogue } from '@stamp/shared';

import { errorMessage } from './errors';

/**
 * A refusal in the member's language: the gateway's error `code` names the product message ('Password is
 * incorrect.' is PASSWORD_INCORRECT), and the catalogue has its words in Korean and Filipino under its key.
 */
export function localizedErrorMessage(error: unknown, t: Catalogue): string {
  return errorMessage(error, t);
}
