import { useState } from 'react';

import { useMessages } from '../../i18n/useMessages';
import { RegionProvinceFields } from '../../regions/components/RegionProvinceFields';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { Toolbar } from '../../ui/Panel';
import type { MemberSearch, MemberStatus } from '../api/useMembers';

type Kind = 'area' | 'id' | 'name';

interface MemberSearchBarProps {
  search: MemberSearch;
  status: MemberStatus;
  onSearch: (search: MemberSearch) => void;
  onStatus: (status: MemberStatus) => void;
}

/** Search by region + province, or by id or name, and the status filter (all / active / inactive). */
export function MemberSearchBar({ search, status, onSearch, onStatus }: MemberSearchBarProps) {
  const t = useMessages();
  const [kind, setKind] = useState<Kind>(search.kind === 'all' ? 'name' : search.kind);
  const [area, setArea] = useState(
    search.kind === 'area'
      ? { region: search.region, province: search.province }
      : { region: '', province: '' },
  );
  const [value, setValue] = useState(search.kind === 'id' || search.kind === 'name' ? search.value : '');
  const [error, setError] = useState<string | undefined>();
  const labels: Record<Kind, string> = {
    area: t.memberSearchByArea,
    id: t.memberSearchById,
    name: t.memberSearchByName,
  };

  const submit = () => {
    if (kind === 'area' ? !area.region || !area.province : !value.trim()) {
      setError(t.searchValueRequired);
      return;
    }
    setError(undefined);
    onSearch(kind === 'area' ? { kind, ...area } : { kind, value: value.trim() });
  };

  return (
    <Toolbar label={t.search} onSubmit={submit}>
      <FormField label={t.memberStatusFilter}>
        {(field) => (
          <select
            {...field}
            className={formStyles.control}
            value={status}
            onChange={(event) => {
              onStatus(event.target.value as MemberStatus);
            }}
          >
            <option value="all">{t.all}</option>
            <option value="active">{t.memberStatusActive}</option>
            <option value="inactive">{t.memberStatusInactive}</option>
          </select>
        )}
      </FormField>
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
            {(Object.keys(labels) as Kind[]).map((option) => (
              <option key={option} value={option}>
                {labels[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
              type="search"
              className={formStyles.control}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
              }}
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
