import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '../../api';
import { MISSION, STORE } from '../../../test/loyaltyFixtures';
import { useApplyMissionChange } from './useMissions';

const OTHER_STORE = { ...STORE, id: STORE.id + 1 };
/** The store as a mission write answers it: its mission paused, and a redemption counted meanwhile. */
const ANSWERED = {
  ...STORE,
  redeemed: STORE.redeemed + 1,
  Mission: { ...MISSION, status: 'pended' as const, active: false, display_status: 'stopped' as const },
};

function applyWith(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useApplyMissionChange(), { wrapper }).result.current;
}

describe(useApplyMissionChange.name, () => {
  const listKey = [...queryKeys.path('/api/v1/stores'), {}];
  const storeKey = [...queryKeys.path('/api/v1/store/{id}'), { params: { path: { id: STORE.id } } }];

  it('puts the answered store, its mission and display status included, into the cached store views at once', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listKey, [STORE, OTHER_STORE]);
    queryClient.setQueryData(storeKey, STORE);

    await applyWith(queryClient)(STORE.id, ANSWERED);

    const [changed, other] = queryClient.getQueryData<(typeof STORE)[]>(listKey) ?? [];
    expect(changed).toEqual(ANSWERED);
    expect(changed?.Mission).toMatchObject({ status: 'pended', active: false, display_status: 'stopped' });
    expect(other).toBe(OTHER_STORE);
    expect(queryClient.getQueryData<typeof STORE>(storeKey)?.Mission).toMatchObject({
      display_status: 'stopped',
    });
  });

  it('shows no mission on the store once it is deleted', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listKey, [STORE]);

    await applyWith(queryClient)(STORE.id, null);

    expect(queryClient.getQueryData<(typeof STORE)[]>(listKey)?.[0]?.Mission).toBeNull();
  });
});
