export { api, apiClient, endApiSession, publicApi, publicClient, setApiSession } from './client';
export { codeOf, errorMessage, firstError, statusOf } from './errors';
export { isConnectionFailure, useOnline } from './network';
export { createQueryClient } from './queryClient';
export { queryKeys } from './queryKeys';
export { useIdempotentTap } from './useIdempotentTap';
