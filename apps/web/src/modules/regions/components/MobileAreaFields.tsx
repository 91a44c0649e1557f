import { useMessages } from '../../i18n';
import { MobileField } from '../../mobile-shell';
import { useAreaSelects } from '../hooks/useAreaSelects';

interface MobileAreaFieldsProps {
  region: string;
  province: string;
  /** A new region clears the province. */
  onChange: (value: { region: string; province: string }) => void;
  /** Added to both labels, e.g. '(optional)'. */
  labelSuffix?: string;
}

/** The member app's region select, then the province/city select of that region (spec §2). */
export function MobileAreaFields({ region, province, onChange, labelSuffix }: MobileAreaFieldsProps) {
  const t = useMessages();
  const { regionSelect, provinceSelect } = useAreaSelects({ region, province }, onChange);
  const label = (text: string) => (labelSuffix ? `${text} ${labelSuffix}` : text);
  return (
    <>
      <MobileField label={label(t.region)}>{regionSelect}</MobileField>
      <MobileField label={label(t.province)}>{provinceSelect}</MobileField>
    </>
  );
}
