import { useMessages } from '../../i18n';
import { AreaOrTextSearch } from '../../regions';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import type { MemberSearch, MemberStatus } from '../api/useMembers';

interface MemberSearchBarProps {
  search: MemberSearch;
  status: MemberStatus;
  onSearch: (search: MemberSearch) => void;
  onStatus: (status: MemberStatus) => void;
}

/** Search by region + province, or by id or name, and the status filter (all / active / inactive). */
export function MemberSearchBar({ search, status, onSearch, onStatus }: MemberSearchBarProps) {
  const t = useMessages();
  return (
    <AreaOrTextSearch
      kinds={[
        { kind: 'name', label: t.memberSearchByName },
        { kind: 'id', label: t.memberSearchById },
        { kind: 'area', label: t.memberSearchByArea },
      ]}
      query={search}
      onSearch={onSearch}
      filters={
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
      }
    />
  );
}
