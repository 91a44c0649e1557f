import { CreateStoreRequest } from '@stamp/contracts';

let counter = 0;

/** A valid store registration; each call gets a distinct name and e-mail. */
export function storeInput(overrides: Partial<CreateStoreRequest> = {}): CreateStoreRequest {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Kape ni Juan ${tag}`,
    password: '4321',
    owner_name: 'Juan Dela Cruz',
    email: `owner-${tag}@kapenijuan.ph`,
    phone_number: '0281234567',
    owner_phone: '09171234567',
    region: 'National Capital Region (NCR)',
    province: 'Makati City',
    address: '123 Ayala Ave.',
    ...overrides,
  };
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
