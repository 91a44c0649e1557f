import { useProvinces, useRegions } from '../../regions/api/useRegions';
import { useMessages } from '../../i18n/useMessages';
import { MobileField } from './MobileField';

interface MobileRegionFieldsProps {
  region: string;
  province: string;
  /** A new region clears the province. */
  onChange: (value: { region: string; province: string }) => void;
  /** Added to both labels, e.g. '(optional)'. */
  labelSuffix?: string;
}

/** Region, then the provinces/cities of that region, as the member app's thumb-sized selects. */
export function MobileRegionFields({ region, province, onChange, labelSuffix }: MobileRegionFieldsProps) {
  const t = useMessages();
  const regions = useRegions();
  const provinces = useProvinces(region);
  const suffix = labelSuffix ? ` ${labelSuffix}` : '';
  return (
    <>
      <MobileField label={`${t.region}${suffix}`}>
        {(control) => (
          <select
            {...control}
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
      </MobileField>
      <MobileField label={`${t.province}${suffix}`}>
        {(control) => (
          <select
            {...control}
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
      </MobileField>
    </>
  );
}
