import { useMessages } from '../../i18n';
import { FormOutcome, SearchIcon, mobileFormStyles as mobileForm } from '../../mobile-shell';
import { MobileAreaFields } from '../../regions';
import styles from './HomeSearchForm.module.css';

interface HomeSearchFormProps {
  region: string;
  province: string;
  missingArea: boolean;
  onChange: (value: { region: string; province: string }) => void;
  onSearch: () => void;
}

/** Region, then province/city, then the search icon (spec §2); a search without both says so (spec §5). */
export function HomeSearchForm({ region, province, missingArea, onChange, onSearch }: HomeSearchFormProps) {
  const t = useMessages();
  return (
    <form
      role="search"
      aria-label={t.homeTitle}
      className={mobileForm.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <MobileAreaFields region={region} province={province} onChange={onChange} />
      <FormOutcome error={missingArea ? t.unknownArea : null} />
      <button type="submit" className={`${mobileForm.primary} ${styles.search}`}>
        <SearchIcon />
        <span>{t.search}</span>
      </button>
    </form>
  );
}
