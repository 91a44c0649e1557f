import { formatMessage, type StoreSort } from '@stamp/shared';

import { useMessages } from '../../i18n';
import { mobileFormStyles as mobileForm } from '../../mobile-shell';
import { EmptyState } from '../../ui/EmptyState';
import { QueryFallback } from '../../ui/QueryFallback';
import { useAreaStores } from '../api/useAreaStores';
import { StoreCardList } from './StoreCardList';
import styles from './StoreResults.module.css';

interface StoreResultsProps {
  region: string;
  province: string;
  sort: StoreSort;
  onSortChange: (sort: StoreSort) => void;
}

/** The stores of the searched area: their count, the sort, the cards; loading, empty and failed states. */
export function StoreResults({ region, province, sort, onSortChange }: StoreResultsProps) {
  const t = useMessages();
  const stores = useAreaStores(region, province, sort);
  if (!stores.isSuccess) return <QueryFallback query={stores} />;
  const count = stores.data.length;
  return (
    <section aria-labelledby="home-store-count" className={styles.results}>
      <div className={styles.toolbar}>
        <h2 id="home-store-count" className={styles.count} aria-live="polite">
          {formatMessage(t.homeStoreCount, { count }, t.intlLocale)}
        </h2>
        <label className={styles.sort}>
          <span>{t.homeSortLabel}</span>
          <select
            className={mobileForm.control}
            value={sort}
            onChange={(event) => {
              onSortChange(event.target.value === 'newest' ? 'newest' : 'name');
            }}
          >
            <option value="name">{t.homeSortName}</option>
            <option value="newest">{t.homeSortNewest}</option>
          </select>
        </label>
      </div>
      {count === 0 ? (
        <EmptyState title={t.homeEmpty}>{t.homeEmptyHint}</EmptyState>
      ) : (
        <StoreCardList stores={stores.data} />
      )}
    </section>
  );
}
