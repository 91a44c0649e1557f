import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

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

/** A store's mission as the store lists show it (their `Mission`), if they show one. */
export type ListedMission = { id: number; status: string | null } | null | undefined;

/** What the store lists must show of one store's mission once a change has reached them. */
export interface MissionExpectation {
  storeId: number;
  shows: (mission: ListedMission) => boolean;
}

/** The store lists that carry each store's mission. */
const STORE_LISTS = [
  '/api/v1/stores',
  '/api/v1/store/region={region}/province={province}',
  '/api/v1/stores/name={name}',
] as const;
/** How often, and how far apart, the lists are read again until they show a change. */
const READ_AGAIN = { attempts: 10, everyMs: 300 };

function listedMissionOf(data: unknown, storeId: number): { found: boolean; mission: ListedMission } {
  if (!Array.isArray(data)) return { found: false, mission: undefined };
  const store: unknown = data.find(
    (item: unknown) => typeof item === 'object' && item !== null && 'id' in item && item.id === storeId,
  );
  if (typeof store !== 'object' || store === null) return { found: false, mission: undefined };
  return { found: true, mission: 'Mission' in store ? (store.Mission as ListedMission) : undefined };
}

/** Whether every cached list that holds the store shows what is expected of its mission. */
function listsShow(queryClient: QueryClient, expected: MissionExpectation): boolean {
  return STORE_LISTS.every((path) =>
    queryClient.getQueriesData({ queryKey: queryKeys.path(path) }).every(([, data]) => {
      const listed = listedMissionOf(data, expected.storeId);
      return !listed.found || expected.shows(listed.mission);
    }),
  );
}

/**
 * Missions live on the store records, and the store service learns of a change by an event a moment after
 * the loyalty service made it: after a change the store lists are read again, and again (every 300 ms, for
 * at most 3 s) until they show it, so the page never stays on the old state.
 */
export function useInvalidateMissions(): (expected?: MissionExpectation) => Promise<void> {
  const queryClient = useQueryClient();
  return async (expected) => {
    for (let attempt = 1; ; attempt++) {
      await Promise.all([
        ...STORE_LISTS.map((path) => queryClient.invalidateQueries({ queryKey: queryKeys.path(path) })),
        queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/store/{id}') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/mission/store_id={storeId}') }),
      ]);
      if (!expected || attempt >= READ_AGAIN.attempts || listsShow(queryClient, expected)) return;
      await new Promise((resolve) => setTimeout(resolve, READ_AGAIN.everyMs));
    }
  };
}
