import type { Schema } from '@stamp/api-client';
import { useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '../../api';

/** GET /api/v1/mission/store_id={storeId}: the store's mission, pacing included (404 when it has none). */
export function useStoreMission(storeId: number) {
  return api.useQuery('get', '/api/v1/mission/store_id={storeId}', { params: { path: { storeId } } });
}

export function useCreateMission() {
  return api.useMutation('post', '/api/v1/mission/create');
}

export function useUpdateMission() {
  return api.useMutation('put', '/api/v1/mission/update');
}

export function useDeleteMission() {
  return api.useMutation('delete', '/api/v1/mission/delete/{id}');
}

/** A store as the caller reads it (GET /api/v1/store/{id}): in full, or its public view. */
type StoreView = Schema<'MissionWriteView'>['store'];

/** The store lists that carry each store's mission. */
const STORE_LISTS = [
  '/api/v1/stores',
  '/api/v1/store/region={region}/province={province}',
  '/api/v1/stores/name={name}',
] as const;

/** The store as the write answered it in place of its cached copy (null: the same store, without a mission). */
function replaced(data: unknown, storeId: number, store: StoreView | null): unknown {
  if (typeof data !== 'object' || data === null || !('id' in data) || data.id !== storeId) {
    return data;
  }
  return store ?? { ...data, Mission: null };
}

/**
 * A mission write answers its store as this caller reads it, with the mission in it (its display status
 * included): it replaces that store in every cached store list and store record at once, since the store
 * service learns of the change by an event a moment later. A deleted mission (whose answer has no store)
 * comes off the store.
 */
export function useApplyMissionChange(): (storeId: number, store: StoreView | null) => Promise<void> {
  const queryClient = useQueryClient();
  return async (storeId, store) => {
    for (const path of STORE_LISTS) {
      queryClient.setQueriesData({ queryKey: queryKeys.path(path) }, (data: unknown) =>
        Array.isArray(data) ? data.map((cached) => replaced(cached, storeId, store)) : data,
      );
    }
    queryClient.setQueriesData({ queryKey: queryKeys.path('/api/v1/store/{id}') }, (data: unknown) =>
      replaced(data, storeId, store),
    );
    // The mission itself (with its pacing) comes from the loyalty service, which made the change.
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/mission/store_id={storeId}') });
  };
}
