import { useMemo } from 'react';

import { pageFrom, useUrlState } from '../../ui/useUrlState';
import type { MemberSearch, MemberStatus } from '../api/useMembers';

const DEFAULTS = { kind: 'all', region: '', province: '', q: '', status: 'all', page: '1' };

/** The member search, status filter and page, kept in the URL. */
export function useMemberSearchUrl() {
  const [state, update] = useUrlState(DEFAULTS);
  const search = useMemo<MemberSearch>(() => {
    switch (state.kind) {
      case 'area':
        return { kind: 'area', region: state.region, province: state.province };
      case 'id':
      case 'name':
        return { kind: state.kind, value: state.q };
      default:
        return { kind: 'all' };
    }
  }, [state.kind, state.region, state.province, state.q]);
  const status: MemberStatus =
    state.status === 'active' || state.status === 'inactive' ? state.status : 'all';
  return {
    search,
    status,
    page: pageFrom(state.page),
    setPage: (page: number) => {
      update({ page: String(page) });
    },
    setStatus: (next: MemberStatus) => {
      update({ status: next, page: '1' });
    },
    setSearch: (next: MemberSearch) => {
      update({
        kind: next.kind,
        region: next.kind === 'area' ? next.region : '',
        province: next.kind === 'area' ? next.province : '',
        q: next.kind === 'id' || next.kind === 'name' ? next.value : '',
        page: '1',
      });
    },
  };
}
