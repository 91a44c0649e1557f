import { useMessages } from '../../i18n/useMessages';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { useProvinces, useRegions } from '../api/useRegions';

interface RegionProvinceFieldsProps {
  region: string;
  province: string;
  onChange: (value: { region: string; province: string }) => void;
  regionError?: string;
  provinceError?: string;
  required?: boolean;
}

/** Region, then the provinces/cities of that region (a new region clears the province). */
export function RegionProvinceFields({
  region,
  province,
  onChange,
  regionError,
  provinceError,
  required,
}: RegionProvinceFieldsProps) {
  const t = useMessages();
  const regions = useRegions();
  const provinces = useProvinces(region);
  return (
    <>
      <FormField label={t.region} error={regionError} required={required}>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={region}
            onChange={(event) => {
              onChange({ region: event.target.value, province: '' });
            }}
          >
            <option value="">{t.selectRegion}</option>
            {(regions.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t.province} error={provinceError} required={required}>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={province}
            disabled={!region}
            onChange={(event) => {
              onChange({ region, province: event.target.value });
            }}
          >
            <option value="">{t.selectProvince}</option>
            {(provinces.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
