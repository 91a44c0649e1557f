import { useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '../../api';

/** The automatic pushes sent so far, newest first. */
export function useAutoPushes() {
  return api.useQuery('get', '/api/v1/push', { params: { query: { limit: 100 } } });
}

/** Every push sent (automatic, administrators', stores'), newest first: the send history. */
export function useSentPushes() {
  return api.useQuery('get', '/api/v1/push/sent', { params: { query: { limit: 100 } } });
}

export function useSendBroadcast() {
  return api.useMutation('post', '/api/v1/push/send');
}

export function useInvalidatePushes(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/push/sent') });
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/push') });
  };
}
