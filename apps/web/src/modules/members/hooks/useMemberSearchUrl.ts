import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useMemo } from 'react';

import { useListUrl } from '../../ui/useListUrl';
import type { MemberSearch } from '../api/useMembers';

const MEMBER_LIST_URL = {
  kind: parseAsStringLiteral(['all', 'area', 'id', 'name'] as const).withDefault('all'),
  region: parseAsString.withDefault(''),
  province: parseAsString.withDefault(''),
  q: parseAsString.withDefault(''),
  status: parseAsStringLiteral(['all', 'active', 'inactive'] as const).withDefault('all'),
};

/** The member search, status filter and page, kept in the URL. */
export function useMemberSearchUrl() {
  const { filters, setFilters, page, setPage } = useListUrl(MEMBER_LIST_URL);
  const { kind, region, province, q, status } = filters;
  const search = useMemo<MemberSearch>(() => {
    switch (kind) {
      case 'area':
        return { kind: 'area', region, province };
      case 'id':
      case 'name':
        return { kind, value: q };
      case 'all':
        return { kind: 'all' };
    }
  }, [kind, region, province, q]);
  return {
    search,
    status,
    page,
    setPage,
    setStatus: (next: typeof status) => {
      setFilters({ status: next });
    },
    setSearch: (next: MemberSearch) => {
      setFilters({
        kind: next.kind,
        region: next.kind === 'area' ? next.region : '',
        province: next.kind === 'area' ? next.province : '',
        q: next.kind === 'id' || next.kind === 'name' ? next.value : '',
      });
    },
  };
}
