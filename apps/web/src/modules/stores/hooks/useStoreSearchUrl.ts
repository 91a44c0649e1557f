import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useMemo } from 'react';

import { useListUrl } from '../../ui/useListUrl';
import type { StoreSearch } from '../api/useStores';

const STORE_LIST_URL = {
  kind: parseAsStringLiteral(['all', 'area', 'code', 'name'] as const).withDefault('all'),
  region: parseAsString.withDefault(''),
  province: parseAsString.withDefault(''),
  q: parseAsString.withDefault(''),
};

/** The store search and page, kept in the URL. */
export function useStoreSearchUrl() {
  const { filters, setFilters, page, setPage } = useListUrl(STORE_LIST_URL);
  const { kind, region, province, q } = filters;
  const search = useMemo<StoreSearch>(() => {
    switch (kind) {
      case 'area':
        return { kind: 'area', region, province };
      case 'code':
      case 'name':
        return { kind, value: q };
      case 'all':
        return { kind: 'all' };
    }
  }, [kind, region, province, q]);
  return {
    search,
    page,
    setPage,
    setSearch: (next: StoreSearch) => {
      setFilters({
        kind: next.kind,
        region: next.kind === 'area' ? next.region : '',
        province: next.kind === 'area' ? next.province : '',
        q: next.kind === 'code' || next.kind === 'name' ? next.value : '',
      });
    },
  };
}
