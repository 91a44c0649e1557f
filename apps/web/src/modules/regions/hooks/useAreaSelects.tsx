import type { SelectHTMLAttributes } from 'react';

import { useMessages } from '../../i18n';
import { useProvinces, useRegions } from '../api/useRegions';
import { AreaOptions } from '../components/AreaOptions';

type Control = SelectHTMLAttributes<HTMLSelectElement>;
interface Area {
  region: string;
  province: string;
}

/**
 * The region select and the province/city select of that region, for any form's field wrapper: each takes
 * the wrapper's control props (id, class, described-by). A new region clears the province.
 */
export function useAreaSelects({ region, province }: Area, onChange: (value: Area) => void) {
  const t = useMessages();
  const regions = useRegions();
  const provinces = useProvinces(region);
  return {
    regionSelect: (control: Control) => (
      <select
        {...control}
        value={region}
        onChange={(event) => {
          onChange({ region: event.target.value, province: '' });
        }}
      >
        <AreaOptions prompt={t.selectRegion} names={regions.data} />
      </select>
    ),
    provinceSelect: (control: Control) => (
      <select
        {...control}
        value={province}
        disabled={!region}
        onChange={(event) => {
          onChange({ region, province: event.target.value });
        }}
      >
        <AreaOptions prompt={t.selectProvince} names={provinces.data} />
      </select>
    ),
  };
}
