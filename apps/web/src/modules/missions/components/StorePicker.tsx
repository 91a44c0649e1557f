import { useState } from 'react';

import { useMessages } from '../../i18n/useMessages';
import { StoreSearchBar } from '../../stores/components/StoreSearchBar';
import { useStoreList, type StoreFull, type StoreSearch } from '../../stores/api/useStores';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import styles from './StorePicker.module.css';

/** Find a store by code or name and choose it (create coupon, spec §2). */
export function StorePicker({
  chosen,
  onChoose,
}: {
  chosen: StoreFull | null;
  onChoose: (store: StoreFull) => void;
}) {
  const t = useMessages();
  const [search, setSearch] = useState<StoreSearch>({ kind: 'all' });
  const list = useStoreList(search, { listAll: false });
  const searched = search.kind !== 'all';
  return (
    <div className={styles.picker}>
      <StoreSearchBar search={search} onSearch={setSearch} kinds={['code', 'name']} />
      {chosen && (
        <p className={styles.chosen}>
          {t.missionStoreChosen}: <strong>{chosen.name}</strong> <code>{chosen.code}</code>
        </p>
      )}
      {searched && list.isLoading && <Spinner />}
      {searched && !list.isLoading && list.stores.length === 0 && <EmptyState title={t.storeEmpty} />}
      {searched && list.stores.length > 0 && (
        <ul className={styles.results}>
          {list.stores.map((store) => (
            <li key={store.id}>
              <span>
                <strong>{store.name}</strong> <code>{store.code}</code>
                <br />
                <small>{`${store.region} ${store.province} ${store.address}`}</small>
              </span>
              {store.Mission ? (
                <Badge tone="warning">{t.missionExists}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant={chosen?.id === store.id ? 'primary' : 'secondary'}
                  onClick={() => {
                    onChoose(store);
                  }}
                  aria-pressed={chosen?.id === store.id}
                >
                  {store.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
