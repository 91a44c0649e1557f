import { useState } from 'react';

import { useMessages } from '../../i18n';
import { StoreSearchBar, useStoreList, type StoreFull, type StoreSearch } from '../../stores';
import { Badge } from '../../ui/Badge';
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
      <p className={styles.chosen} role="status">
        {chosen ? (
          <>
            {t.missionStoreChosen}: <strong>{chosen.name}</strong> <code>{chosen.code}</code>
          </>
        ) : (
          t.missionStoreNone
        )}
      </p>
      {searched && list.isLoading && <Spinner />}
      {searched && !list.isLoading && list.stores.length === 0 && <EmptyState title={t.storeEmpty} />}
      {searched && list.stores.length > 0 && (
        <div role="radiogroup" aria-label={t.missionStoreChoose} className={styles.results}>
          {list.stores.map((store) => {
            const isChosen = chosen?.id === store.id;
            return (
              // The whole row is the choice: a click anywhere on it, or Space on its radio, chooses the store.
              <label
                key={store.id}
                className={`${styles.row} ${isChosen ? styles.rowChosen : ''}`}
                aria-disabled={store.Mission ? true : undefined}
              >
                <input
                  type="radio"
                  name="store"
                  value={store.id}
                  checked={isChosen}
                  disabled={Boolean(store.Mission)}
                  onChange={() => {
                    onChoose(store);
                  }}
                />
                <span className={styles.store}>
                  <strong>{store.name}</strong> <code>{store.code}</code>
                  <br />
                  <small>{`${store.region} ${store.province} ${store.address}`}</small>
                </span>
                {store.Mission && <Badge tone="warning">{t.missionExists}</Badge>}
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
