import { useQueryClient } from '@tanstack/react-query';

import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export function useCreateMission() {
  return api.useMutation('post', '/api/v1/mission/create');
}

export function useUpdateMission() {
  return api.useMutation('put', '/api/v1/mission/update');
}

export function useDeleteMission() {
  return api.useMutation('delete', '/api/v1/mission/delete/{id}');
}

/** Missions live on the store records: after a change the store lists are read again. */
export function useInvalidateMissions(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/stores') });
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/store/{id}') });
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/stores/name={name}') });
  };
}
