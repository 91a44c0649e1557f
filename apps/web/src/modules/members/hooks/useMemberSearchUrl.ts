import { parseAsStringLiteral } from 'nuqs';

import { areaSearchParsers, useAreaSearchUrl } from '../../ui/useAreaSearchUrl';
import type { MemberSearch } from '../api/useMembers';

const MEMBER_LIST_URL = {
  ...areaSearchParsers(['id', 'name'] as const),
  status: parseAsStringLiteral(['all', 'active', 'inactive'] as const).withDefault('all'),
};

/** The member search, status filter and page, kept in the URL. */
export function useMemberSearchUrl() {
  const { search, setSearch, filters, setFilters, page, setPage } = useAreaSearchUrl(MEMBER_LIST_URL);
  const { status } = filters;
  return {
    search: search satisfies MemberSearch,
    status,
    page,
    setPage,
    setStatus: (next: typeof status) => {
      setFilters({ status: next });
    },
    setSearch: setSearch satisfies (next: MemberSearch) => void,
  };
}
