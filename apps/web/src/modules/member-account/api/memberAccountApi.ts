import type { Schema } from '@stamp/api-client';
import { useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '../../api';

export type InboxItem = Schema<'InboxItemView'>;
export type MemberSelfUpdate = Schema<'MemberSelfUpdateRequest'>;
export type MemberDataExport = Schema<'MemberDataExportView'>;

/** GET /wifi-user/me: the logged-in member's own record. */
export function useMe() {
  return api.useQuery('get', '/wifi-user/me');
}

/** PUT /wifi-user/update with the member's own fields; the record is fetched again after. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/wifi-user/update', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.path('/wifi-user/me') }),
  });
}

/** POST /wifi-user/unsubscribe/email/{email}: leave the membership. */
export function useUnsubscribe() {
  return api.useMutation('post', '/wifi-user/unsubscribe/email/{email}');
}

/** GET /api/v1/push/user_id/{bbs_no}: the member's push messages, newest first; nothing until known. */
export function useInbox(bbsNo: number | undefined) {
  return api.useQuery(
    'get',
    '/api/v1/push/user_id/{bbs_no}',
    { params: { path: { bbs_no: bbsNo ?? 0 } } },
    { enabled: bbsNo !== undefined },
  );
}

/** GET /api/v1/push/id/{id}/read: marks a push of the member's own inbox read, then refreshes the inbox. */
export function useMarkPushRead() {
  const queryClient = useQueryClient();
  return api.useMutation('get', '/api/v1/push/id/{id}/read', {
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/push/user_id/{bbs_no}') }),
  });
}

/** GET /api/v1/member/{bbs_no}/export: everything held about the member; nothing until the member is known. */
export function useMyData(bbsNo: number | undefined) {
  return api.useQuery(
    'get',
    '/api/v1/member/{bbs_no}/export',
    { params: { path: { bbs_no: bbsNo ?? 0 } } },
    { enabled: bbsNo !== undefined },
  );
}
