import { useMessages } from '../../i18n';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { useAreaSelects } from '../hooks/useAreaSelects';

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
  const { regionSelect, provinceSelect } = useAreaSelects({ region, province }, onChange);
  return (
    <>
      <FormField label={t.region} error={regionError} required={required}>
        {(control) => regionSelect({ ...control, className: formStyles.control })}
      </FormField>
      <FormField label={t.province} error={provinceError} required={required}>
        {(control) => provinceSelect({ ...control, className: formStyles.control })}
      </FormField>
    </>
  );
}
