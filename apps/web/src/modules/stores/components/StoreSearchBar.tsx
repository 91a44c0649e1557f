import { useMessages } from '../../i18n';
import { AreaOrTextSearch } from '../../regions';
import type { StoreSearch } from '../api/useStores';

type Kind = 'area' | 'code' | 'name';

/** Search the stores by region + province, or by store code or name. */
export function StoreSearchBar({
  search,
  onSearch,
  kinds = ['area', 'code', 'name'],
}: {
  search: StoreSearch;
  onSearch: (search: StoreSearch) => void;
  kinds?: readonly Kind[];
}) {
  const t = useMessages();
  const labels: Record<Kind, string> = {
    area: t.storeSearchByArea,
    code: t.storeSearchCode,
    name: t.storeSearchName,
  };
  return (
    <AreaOrTextSearch
      kinds={kinds.map((kind) => ({ kind, label: labels[kind] }))}
      query={search}
      onSearch={onSearch}
    />
  );
}
