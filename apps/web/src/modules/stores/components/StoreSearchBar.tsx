import { useState } from 'react';

import { useMessages } from '../../i18n/useMessages';
import { RegionProvinceFields } from '../../regions/components/RegionProvinceFields';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { Toolbar } from '../../ui/Panel';
import type { StoreSearch } from '../api/useStores';

type Kind = 'area' | 'code' | 'name';

/** Search by region + province, or by store code or name; an empty search says 'Input Search Value'. */
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
  const [kind, setKind] = useState<Kind>(search.kind === 'all' ? (kinds[0] ?? 'area') : search.kind);
  const [area, setArea] = useState(
    search.kind === 'area'
      ? { region: search.region, province: search.province }
      : { region: '', province: '' },
  );
  const [value, setValue] = useState(search.kind === 'code' || search.kind === 'name' ? search.value : '');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (kind === 'area') {
      if (!area.region || !area.province) {
        setError(t.searchValueRequired);
        return;
      }
      setError(undefined);
      onSearch({ kind, ...area });
      return;
    }
    if (!value.trim()) {
      setError(t.searchValueRequired);
      return;
    }
    setError(undefined);
    onSearch({ kind, value: value.trim() });
  };

  const labels: Record<Kind, string> = {
    area: t.storeSearchByArea,
    code: t.storeSearchCode,
    name: t.storeSearchName,
  };
  return (
    <Toolbar label={t.search} onSubmit={submit}>
      {kinds.length > 1 && (
        <FormField label={t.storeSearchKind}>
          {(field) => (
            <select
              {...field}
              className={formStyles.control}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind);
                setError(undefined);
              }}
            >
              {kinds.map((option) => (
                <option key={option} value={option}>
                  {labels[option]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {kind === 'area' ? (
        <RegionProvinceFields
          region={area.region}
          province={area.province}
          onChange={setArea}
          provinceError={error}
        />
      ) : (
        <FormField label={labels[kind]} error={error}>
          {(field) => (
            <input
              {...field}
              className={formStyles.control}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
              }}
              type="search"
            />
          )}
        </FormField>
      )}
      <Button type="submit" variant="primary">
        {t.search}
      </Button>
      {search.kind !== 'all' && (
        <Button
          variant="ghost"
          onClick={() => {
            setValue('');
            setArea({ region: '', province: '' });
            setError(undefined);
            onSearch({ kind: 'all' });
          }}
        >
          {t.reset}
        </Button>
      )}
    </Toolbar>
  );
}
