import { useQuery } from '@tanstack/react-query';

import { api } from '../../api';

/** GET /wifi-user/me as query options: for the hook below and for a page that prefetches it. */
export function currentMemberQuery() {
  return api.queryOptions('get', '/wifi-user/me', {}, { staleTime: 5 * 60_000 });
}

/**
 * GET /wifi-user/me as a query: the logged-in member (their bbs_no keys the coupon and ticket calls). The
 * session guard looks the member up on every route change; this keeps the answer for the screens.
 */
export function useCurrentMember() {
  return useQuery(currentMemberQuery());
}
