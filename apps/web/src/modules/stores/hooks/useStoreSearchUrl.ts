import { useMemo } from 'react';

import { pageFrom, useUrlState } from '../../ui/useUrlState';
import type { StoreSearch } from '../api/useStores';

const DEFAULTS = { kind: 'all', region: '', province: '', q: '', page: '1' };

/** The store search and page, kept in the URL. */
export function useStoreSearchUrl() {
  const [state, update] = useUrlState(DEFAULTS);
  const search = useMemo<StoreSearch>(() => {
    switch (state.kind) {
      case 'area':
        return { kind: 'area', region: state.region, province: state.province };
      case 'code':
      case 'name':
        return { kind: state.kind, value: state.q };
      default:
        return { kind: 'all' };
    }
  }, [state.kind, state.region, state.province, state.q]);
  return {
    search,
    page: pageFrom(state.page),
    setPage: (page: number) => {
      update({ page: String(page) });
    },
    setSearch: (next: StoreSearch) => {
      update({
        kind: next.kind,
        region: next.kind === 'area' ? next.region : '',
        province: next.kind === 'area' ? next.province : '',
        q: next.kind === 'code' || next.kind === 'name' ? next.value : '',
        page: '1',
      });
    },
  };
}
