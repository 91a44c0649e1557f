import { StoreFullView, StorePublicView } from '@stamp/contracts';
import { storeInput } from './fixtures';

/** The smoke flow: an admin creates a store through the gateway, then anybody reads it. */
export async function createAndReadStore(baseUrl: string, adminToken: string): Promise<StorePublicView> {
  const input = storeInput();
  const created = await fetch(`${baseUrl}/api/v1/store/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(input),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const full = (await (
    await fetch(`${baseUrl}/api/v1/store/${id}`, { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as StoreFullView;
  expect(full).toMatchObject({ id, name: input.name, email: input.email });
  const read = await fetch(`${baseUrl}/api/v1/store/${id}`);
  expect(read.status).toBe(200);
  const store = (await read.json()) as StorePublicView;
  expect(store).toMatchObject({ id, name: input.name, region: input.region, province: input.province });
  expect(store).not.toHaveProperty('password');
  return store;
}
