import { useMessages } from '../../modules/i18n/useMessages';
import { HomeSearchForm } from '../../modules/store-finder/components/HomeSearchForm';
import { StoreResults } from '../../modules/store-finder/components/StoreResults';
import { useHomeSearch } from '../../modules/store-finder/hooks/useHomeSearch';
import { EmptyState } from '../../modules/ui/EmptyState';
import styles from './MobileHomePage.module.css';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

/** The member app's home (spec §2): find the stores of a region and province/city. */
export function MobileHomePage() {
  const t = useMessages();
  usePageTitle(t.homeTitle);
  const home = useHomeSearch();
  return (
    <main className={styles.page}>
      <header className={styles.intro}>
        <h1>{t.homeTitle}</h1>
        <p>{t.homeLead}</p>
      </header>
      <HomeSearchForm
        region={home.draft.region}
        province={home.draft.province}
        missingArea={home.missingArea}
        onChange={home.changeDraft}
        onSearch={home.search}
      />
      {home.searched ? (
        <StoreResults
          region={home.searched.region}
          province={home.searched.province}
          sort={home.sort}
          onSortChange={home.changeSort}
        />
      ) : (
        <EmptyState title={t.homeStart} />
      )}
    </main>
  );
}
