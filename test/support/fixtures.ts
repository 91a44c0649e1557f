import { CreateStoreRequest } from '@stamp/contracts';
import { storeFields } from './seed-data';

let counter = 0;

/** A valid store registration; each call gets a distinct name and e-mail. */
export function storeInput(overrides: Partial<CreateStoreRequest> = {}): CreateStoreRequest {
  counter++;
  return { ...storeFields(`${Date.now().toString(36)}${counter}`), ...overrides };
}

/** A valid member sign-up (Juan Dela Cruz) with this e-mail and password. */
export function signUpInput(email: string, password: string): Record<string, unknown> {
  return {
    privacy_agreed: true,
    member_id: email,
    member_name: 'Juan',
    member_name2: 'Dela Cruz',
    member_pass: password,
    member_pass_confirm: password,
  };
}

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
