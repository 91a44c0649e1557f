import { useState, type ReactNode } from 'react';

import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { Toolbar } from '../../ui/Panel';
import { RegionProvinceFields } from './RegionProvinceFields';

export type AreaOrTextQuery<TextKind extends string> =
  { kind: 'all' } | { kind: 'area'; region: string; province: string } | { kind: TextKind; value: string };

interface AreaOrTextSearchProps<TextKind extends string> {
  /** The ways to search, in the order the select offers them: 'area' is region + province. */
  kinds: readonly { kind: 'area' | TextKind; label: string }[];
  query: AreaOrTextQuery<TextKind>;
  onSearch: (query: AreaOrTextQuery<TextKind>) => void;
  /** Filters that apply at once (e.g. the member status), before the search fields. */
  filters?: ReactNode;
}

/**
 * The back-office searches: by region and province, or by a text (code, name, id); an empty search says
 * 'Input Search Value' (spec §5) and a reset goes back to the whole list.
 */
export function AreaOrTextSearch<TextKind extends string>({
  kinds,
  query,
  onSearch,
  filters,
}: AreaOrTextSearchProps<TextKind>) {
  const t = useMessages();
  const first = kinds[0]?.kind ?? 'area';
  const [kind, setKind] = useState<'area' | TextKind>(query.kind === 'all' ? first : query.kind);
  const [area, setArea] = useState(
    'region' in query ? { region: query.region, province: query.province } : { region: '', province: '' },
  );
  const [value, setValue] = useState('value' in query ? query.value : '');
  const [error, setError] = useState<string | undefined>();
  const label = kinds.find((option) => option.kind === kind)?.label ?? '';

  const submit = () => {
    if (kind === 'area' ? !area.region || !area.province : !value.trim()) {
      setError(t.searchValueRequired);
      return;
    }
    setError(undefined);
    onSearch(kind === 'area' ? { kind: 'area', ...area } : { kind, value: value.trim() });
  };

  return (
    <Toolbar label={t.search} onSubmit={submit}>
      {filters}
      {kinds.length > 1 && (
        <FormField label={t.storeSearchKind}>
          {(field) => (
            <select
              {...field}
              className={formStyles.control}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as 'area' | TextKind);
                setError(undefined);
              }}
            >
              {kinds.map((option) => (
                <option key={option.kind} value={option.kind}>
                  {option.label}
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
        <FormField label={label} error={error}>
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
      {query.kind !== 'all' && (
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
