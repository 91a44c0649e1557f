import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@stamp/api-client';

import { api, queryKeys } from '../../api';
import { createStoreWithImages, type NewStore, type NewStorePhotos } from './createStoreWithImages';

export type StoreFull = Schema<'StoreFullView'>;
export type StoreAny = Schema<'StoreFullView'> | Schema<'StorePublicView'>;

/** The full record an administrator gets (the public view lacks the code and the owner's details). */
export function isFullStore(store: StoreAny): store is StoreFull {
  return 'code' in store;
}

export type StoreSearch =
  | { kind: 'all' }
  | { kind: 'area'; region: string; province: string }
  | { kind: 'code'; value: string }
  | { kind: 'name'; value: string };

/** The store list for one search, newest first (spec §2); `listAll: false` asks nothing until a search. */
export function useStoreList(search: StoreSearch, { listAll = true }: { listAll?: boolean } = {}) {
  const all = api.useQuery(
    'get',
    '/api/v1/stores',
    { params: { query: { sort: 'newest', ...(search.kind === 'code' ? { code: search.value } : {}) } } },
    { enabled: (listAll && search.kind === 'all') || search.kind === 'code' },
  );
  const area = api.useQuery(
    'get',
    '/api/v1/store/region={region}/province={province}',
    {
      params: {
        path:
          search.kind === 'area'
            ? { region: search.region, province: search.province }
            : { region: '', province: '' },
        query: { sort: 'newest' },
      },
    },
    { enabled: search.kind === 'area' },
  );
  const name = api.useQuery(
    'get',
    '/api/v1/stores/name={name}',
    { params: { path: { name: search.kind === 'name' ? search.value : '' }, query: { sort: 'newest' } } },
    { enabled: search.kind === 'name' },
  );
  const active = search.kind === 'area' ? area : search.kind === 'name' ? name : all;
  return {
    stores: (active.data ?? []).filter(isFullStore),
    isLoading: active.isLoading,
    error: active.error,
    refetch: () => void active.refetch(),
  };
}

/** GET /api/v1/store/{id} as query options: for the hook below and for a page that prefetches it. */
export function storeQuery(id: number) {
  return api.queryOptions('get', '/api/v1/store/{id}', { params: { path: { id } } });
}

export function useStore(id: number | null) {
  return useQuery({ ...storeQuery(id ?? 0), enabled: id !== null });
}

/** After a store changes: every store list and the store itself are read again. */
export function useInvalidateStores(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [
        queryKeys.path('/api/v1/stores'),
        queryKeys.path('/api/v1/store/region={region}/province={province}'),
        queryKeys.path('/api/v1/stores/name={name}'),
        queryKeys.path('/api/v1/store/{id}'),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

/** A new store with its photos, in one request (createStoreWithImages.ts); answers its id. */
export function useCreateStore() {
  return useMutation({
    mutationFn: ({ store, photos }: { store: NewStore; photos: NewStorePhotos }) =>
      createStoreWithImages(store, photos),
  });
}

export function useUpdateStore() {
  return api.useMutation('put', '/api/v1/store/update');
}

export function useDeleteStore() {
  return api.useMutation('delete', '/api/v1/store/delete/{id}');
}
