import { useMessages, usePageTitle } from '../../modules/i18n';
import { HomeSearchForm, StoreResults, useHomeSearch } from '../../modules/store-finder';
import { EmptyState } from '../../modules/ui/EmptyState';
import styles from './MobileHomePage.module.css';

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
