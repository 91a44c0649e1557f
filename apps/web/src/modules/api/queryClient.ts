import { QueryClient } from '@tanstack/react-query';

import { statusOf } from './errors';

/** One query client per page load: no retry of a 4xx (it would only fail again), one retry otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          const status = statusOf(error);
          return status !== null && status < 500 ? false : failures < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
