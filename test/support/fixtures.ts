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

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
