import { CreateStoreRequest } from '@stamp/contracts';
import { storeFields } from './seed-data';

let counter = 0;

/** A valid store registration; each call gets a distinct name and e-mail. */
export function storeInput(overrides: Partial<CreateStoreRequest> = {}): CreateStoreRequest {
  counter++;
  return { ...storeFields(`${Date.now().toString(36)}${counter}`), ...overrides };
}

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
