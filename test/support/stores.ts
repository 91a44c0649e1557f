import { randomBytes } from 'node:crypto';
import { CreateStoreRequest } from '@stamp/contracts';
import { storeInput } from './fixtures';
import { TestSystem } from './system';

export interface CreatedStore {
  id: number;
  name: string;
  password: string;
}

/**
 * Creates a store through the gateway as `token` (an admin's), with a stamp password of its own unless
 * `overrides` gives one.
 */
export async function createStore(
  sut: TestSystem,
  token: string,
  overrides: Partial<CreateStoreRequest> = {},
): Promise<CreatedStore> {
  const input = storeInput({ password: `pw-${randomBytes(3).toString('hex')}`, ...overrides });
  const response = await sut.call<{ id: number }>('POST', '/api/v1/store/create', { token, body: input });
  expect(response.status).toBe(201);
  return { id: response.body.id, name: input.name, password: input.password };
}
