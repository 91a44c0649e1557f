import { afterEach, describe, expect, it } from 'vitest';

import { gateway } from '../../test/fakeGateway';
import { EARLY_CALLS, type EarlyCall, fetchWithEarlyCalls } from './earlyCalls';

const STORE = `${window.location.origin}/api/v1/store/12`;
const TOKEN = 'Bearer member-token';

/** What index.html's inline script leaves on the window: an early call of `address`. */
function early(address: string, response: Promise<Response>, authorization: string | null = TOKEN): void {
  const calls = ((window as unknown as Record<string, Record<string, EarlyCall>>)[EARLY_CALLS] ??= {});
  calls[address] = { authorization, response };
}

function get(address: string, authorization: string | null = TOKEN): Request {
  return new Request(address, { headers: authorization ? { Authorization: authorization } : {} });
}

async function nameOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { name: string }).name;
}

describe(fetchWithEarlyCalls.name, () => {
  afterEach(() => {
    (window as unknown as Record<string, unknown>)[EARLY_CALLS] = undefined;
  });

  it("hands the first GET of an early call's address its answer, and asks the network after that", async () => {
    gateway.on('GET /api/v1/store/12', { status: 200, body: { name: 'from the network' } });
    early(STORE, Promise.resolve(Response.json({ name: 'asked early' })));

    const first = await fetchWithEarlyCalls(get(STORE));
    const second = await fetchWithEarlyCalls(get(STORE));

    expect([await nameOf(first), await nameOf(second)]).toEqual(['asked early', 'from the network']);
    expect(gateway.callsTo('GET /api/v1/store/12')).toHaveLength(1);
  });

  it('asks the network when the token differs from the early call’s (the app ended that login)', async () => {
    gateway.on('GET /api/v1/store/12', { status: 200, body: { name: 'from the network' } });
    early(STORE, Promise.resolve(Response.json({ name: 'asked early' })));

    expect(await nameOf(await fetchWithEarlyCalls(get(STORE, null)))).toBe('from the network');
    expect(await nameOf(await fetchWithEarlyCalls(get(STORE, 'Bearer another-token')))).toBe(
      'from the network',
    );
  });

  it('asks the network again when the early call got no answer at all', async () => {
    gateway.on('GET /api/v1/store/12', { status: 200, body: { name: 'from the network' } });
    early(STORE, Promise.reject(new TypeError('Failed to fetch')));

    expect(await nameOf(await fetchWithEarlyCalls(get(STORE)))).toBe('from the network');
  });

  it('marks an address the app asked for, so that no early call made later answers its refetch', async () => {
    gateway.on('GET /api/v1/store/12', { status: 200, body: { name: 'from the network' } });
    early(`${window.location.origin}/wifi-user/me`, Promise.resolve(Response.json({ name: 'asked early' })));

    await fetchWithEarlyCalls(get(STORE));

    const calls = (window as unknown as Record<string, Record<string, unknown>>)[EARLY_CALLS] ?? {};
    expect(STORE in calls).toBe(true);
  });

  it('hands an early answer to a GET only', async () => {
    gateway.on('POST /api/v1/store/12', { status: 200, body: { name: 'from the network' } });
    early(STORE, Promise.resolve(Response.json({ name: 'asked early' })));

    const post = new Request(STORE, { method: 'POST', headers: { Authorization: TOKEN } });

    expect(await nameOf(await fetchWithEarlyCalls(post))).toBe('from the network');
  });
});
