import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@stamp/api-client';

import { apiClient } from '../../api';
import { randomStoreCode } from '../utils/storeCode';

const MAX_TRIES = 20;

/** A code generated on load, regenerated until the lookup finds it unused (spec §5). */
export function useUnusedStoreCode() {
  return useQuery({
    queryKey: ['store-code', 'unused'],
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => {
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        const code = randomStoreCode();
        const found = dataOf(
          await apiClient.GET('/api/v1/store/code/{code}', { params: { path: { code } } }),
        );
        if (found === null) return code;
      }
      throw new Error('No unused store code found');
    },
  });
}
