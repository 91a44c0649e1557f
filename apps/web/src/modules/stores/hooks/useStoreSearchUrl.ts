import { areaSearchParsers, useAreaSearchUrl } from '../../ui/useAreaSearchUrl';
import type { StoreSearch } from '../api/useStores';

const STORE_LIST_URL = areaSearchParsers(['code', 'name'] as const);

/** The store search and page, kept in the URL. */
export function useStoreSearchUrl() {
  const { search, setSearch, page, setPage } = useAreaSearchUrl(STORE_LIST_URL);
  return {
    search: search satisfies StoreSearch,
    page,
    setPage,
    setSearch: setSearch satisfies (next: StoreSearch) => void,
  };
}
