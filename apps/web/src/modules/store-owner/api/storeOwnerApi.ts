import type { Schema } from '@stamp/api-client';
import { dataOf } from '@stamp/api-client';
import { useQueryClient } from '@tanstack/react-query';

import { api, publicApi, publicClient, queryKeys } from '../../api';

export type Notice = Schema<'NoticeView'>;
export type Mission = Schema<'MissionView'>;
export type StoreDashboard = Schema<'StoreDashboardView'>;
export type StampCode = Schema<'StampCodeView'>;

/** GET /api/v1/store/code/{code}: `{id, name}` of the store with this code, or null. */
export async function lookupStoreCode(code: string): Promise<{ id: number; name: string } | null> {
  return dataOf(await publicClient.GET('/api/v1/store/code/{code}', { params: { path: { code } } }));
}

/**
 * POST /api/v1/store/login {code, email, password}: the owner's store token. Sent without the member's
 * token, so a refused sign-in never ends the member's session.
 */
export function useStoreLogin() {
  return publicApi.useMutation('post', '/api/v1/store/login');
}

/** POST /api/v1/store/owner-password/link {code, email}: 202 whatever the input (a mail only on a match). */
export function useOwnerPasswordLink() {
  return publicApi.useMutation('post', '/api/v1/store/owner-password/link');
}

/** POST /api/v1/store/owner-password {token, password}: the owner password, with the mailed token. */
export function useSetOwnerPassword() {
  return publicApi.useMutation('post', '/api/v1/store/owner-password');
}

export { useStoreMission } from '../../missions';

/** After the owner changes the mission: the mission and the store (which carries it) are read again. */
export function useInvalidateStoreMission(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/mission/store_id={storeId}') });
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/store/{id}') });
  };
}

/** GET /api/v1/notices/store_id={id}: the store's notices, newest first. */
export function useNotices(storeId: number) {
  return api.useQuery('get', '/api/v1/notices/store_id={id}', { params: { path: { id: storeId } } });
}

function useInvalidateNotices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/notices/store_id={id}') });
}

export function useCreateNotice() {
  const invalidate = useInvalidateNotices();
  return api.useMutation('post', '/api/v1/notice/create', { onSuccess: invalidate });
}

export function useDeleteNotice() {
  const invalidate = useInvalidateNotices();
  return api.useMutation('delete', '/api/v1/notice/delete/{noticeId}', { onSuccess: invalidate });
}

/** POST /api/v1/push/region: the owner's push to the members of a region and province/city. */
export function useSendRegionalPush() {
  return api.useMutation('post', '/api/v1/push/region');
}

/** GET /api/v1/store/{id}/dashboard: the store's counts of the last 30 days and its open guessing alerts. */
export function useStoreDashboard(storeId: number) {
  return api.useQuery('get', '/api/v1/store/{id}/dashboard', { params: { path: { id: storeId } } });
}

/** The milliseconds until a code is replaced (at least one second, plus a little for the server's clock). */
export function msUntilNextCode(code: StampCode, now = Date.now()): number {
  return Math.max(1000, Date.parse(code.expires_at) - now + 250);
}

/**
 * GET /api/v1/store/{id}/stamp-code: the store's current rotating code (409 in password mode), read again as
 * soon as it is replaced, so the counter's screen always shows one that stamps.
 */
export function useStampCode(storeId: number) {
  return api.useQuery(
    'get',
    '/api/v1/store/{id}/stamp-code',
    { params: { path: { id: storeId } } },
    {
      refetchInterval: (query) => (query.state.data ? msUntilNextCode(query.state.data) : false),
      refetchOnWindowFocus: 'always',
    },
  );
}
