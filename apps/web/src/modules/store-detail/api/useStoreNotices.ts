import { api } from '../../api';

/** A store's notices, newest first (public). */
export function useStoreNotices(storeId: number) {
  return api.useQuery('get', '/api/v1/notices/store_id={id}', { params: { path: { id: storeId } } });
}
