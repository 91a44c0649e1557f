import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, type ErrorBody, type Schema } from '@stamp/api-client';
import { MEMBER_PAGE_SIZE } from '@stamp/shared';

import { api, apiClient, queryKeys } from '../../api';

export type Member = Schema<'MemberView'>;
export type MemberStatus = 'all' | 'active' | 'inactive';
export type MemberSearch =
  | { kind: 'all' }
  | { kind: 'area'; region: string; province: string }
  | { kind: 'id'; value: string }
  | { kind: 'name'; value: string };

async function data<T>(call: Promise<{ data?: T; error?: ErrorBody }>): Promise<T> {
  return dataOf(await call);
}

/** The area id of a region + province (the member searches take area ids). */
async function areaIdOf(region: string, province: string): Promise<number> {
  const area = await data(
    apiClient.GET('/api/v1/id/region={region}/province={province}', {
      params: { path: { region, province } },
    }),
  );
  return area.area_id;
}

/** One page of members (10, newest first) of a search, `offset` members in. */
async function fetchMemberPage(
  search: MemberSearch,
  status: MemberStatus,
  offset: number,
): Promise<Member[]> {
  const query = { offset, status };
  switch (search.kind) {
    case 'all':
      return data(
        apiClient.GET('/wifi-user/get/offset={offset}', {
          params: { path: { offset }, query: { status } },
        }),
      );
    case 'area': {
      const areaId = await areaIdOf(search.region, search.province);
      return data(
        apiClient.GET('/wifi-user/info/province={areaId}', { params: { path: { areaId }, query } }),
      );
    }
    case 'id':
      return data(
        apiClient.GET('/wifi-user/info/email={email}', { params: { path: { email: search.value }, query } }),
      );
    case 'name':
      return data(
        apiClient.GET('/wifi-user/info/name={name}', { params: { path: { name: search.value }, query } }),
      );
  }
}

/** Every member of a search, page after page, for the CSV export (at most `limit`). */
export async function fetchAllMembers(
  search: MemberSearch,
  status: MemberStatus,
  limit = 5000,
): Promise<Member[]> {
  const members: Member[] = [];
  for (let offset = 0; offset < limit; offset += MEMBER_PAGE_SIZE) {
    const page = await fetchMemberPage(search, status, offset);
    members.push(...page);
    if (page.length < MEMBER_PAGE_SIZE) break;
  }
  return members;
}

/** One page (10 members, newest first) of a search, and the total where the API counts it. */
export function useMemberPage(search: MemberSearch, status: MemberStatus, page: number) {
  const offset = (page - 1) * MEMBER_PAGE_SIZE;
  const members = useQuery({
    queryKey: ['members', search, status, page],
    placeholderData: (previous) => previous,
    queryFn: () => fetchMemberPage(search, status, offset),
  });
  const count = api.useQuery('get', '/wifi-user/all/count', { params: { query: { status } } });
  return { members, count };
}

export function useInvalidateMembers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['members'] });
    await queryClient.invalidateQueries({ queryKey: queryKeys.path('/wifi-user/all/count') });
  };
}

export function useUpdateMemberStatus() {
  return api.useMutation('put', '/wifi-user/update');
}

export function useDeleteMember() {
  return api.useMutation('put', '/wifi-user/delete/id={bbs_no}');
}

/** A member's receipts (stamps, redemptions, ...), newest first, a page at a time. */
export function useMemberLedger(bbsNo: number, before: number | undefined) {
  return api.useQuery('get', '/api/v1/ledger/member={bbs_no}', {
    params: {
      path: { bbs_no: bbsNo },
      query: { limit: 10, ...(before === undefined ? {} : { before }) },
    },
  });
}
