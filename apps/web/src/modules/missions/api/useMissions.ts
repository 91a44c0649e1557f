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

type MissionView = Schema<'MissionView'>;
type StoreMissionView = Schema<'StoreMissionView'>;

/** The store lists that carry each store's mission. */
const STORE_LISTS = [
  '/api/v1/stores',
  '/api/v1/store/region={region}/province={province}',
  '/api/v1/stores/name={name}',
] as const;

/** The mission as the store views carry it (their `Mission`), from the mission a write answered. */
function listedMission(mission: MissionView): StoreMissionView {
  const { id, name, start_date, expire_date, max_stamp_count, status, active, display_status, createdAt } =
    mission;
  return { id, name, start_date, expire_date, max_stamp_count, status, active, display_status, createdAt };
}

function withMission(data: unknown, storeId: number, mission: StoreMissionView | null): unknown {
  return typeof data === 'object' && data !== null && 'id' in data && data.id === storeId
    ? { ...data, Mission: mission }
    : data;
}

/**
 * A mission write answers the mission as it now is, its display status included (null: deleted). It goes into
 * every cached store list and store record at once: the store service learns of the change by an event a
 * moment later, so the page takes the answer instead of reading the lists again until they show it.
 */
export function useApplyMissionChange(): (storeId: number, mission: MissionView | null) => Promise<void> {
  const queryClient = useQueryClient();
  return async (storeId, mission) => {
    const listed = mission && listedMission(mission);
    for (const path of STORE_LISTS) {
      queryClient.setQueriesData({ queryKey: queryKeys.path(path) }, (data: unknown) =>
        Array.isArray(data) ? data.map((store) => withMission(store, storeId, listed)) : data,
      );
    }
    queryClient.setQueriesData({ queryKey: queryKeys.path('/api/v1/store/{id}') }, (data: unknown) =>
      withMission(data, storeId, listed),
    );
    // The mission itself (with its pacing) comes from the loyalty service, which made the change.
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/mission/store_id={storeId}') });
  };
}
