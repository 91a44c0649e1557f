import { useState } from 'react';
import { formatMessage } from '@stamp/shared';

import { errorMessage } from '../../modules/api';
import { useMessages, usePageTitle } from '../../modules/i18n';
import {
  useStoreList,
  StoreEditDialog,
  StoreSearchBar,
  StoreTable,
  useStoreSearchUrl,
  storesCsv,
} from '../../modules/stores';
import { Button } from '../../modules/ui/Button';
import { ErrorState } from '../../modules/ui/ErrorState';
import { PageHeader } from '../../modules/ui/PageHeader';

/** store-member: the store list with its searches; a row opens the edit popup. */
export function AdminStoresPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleStores, 'admin');
  const { search, setSearch, page, setPage } = useStoreSearchUrl();
  const list = useStoreList(search);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title={t.storeListTitle}
        meta={list.isLoading ? t.loading : formatMessage(t.storeCount, { n: list.stores.length })}
        actions={
          <Button
            size="sm"
            onClick={() => {
              storesCsv(list.stores, t);
            }}
            disabled={list.stores.length === 0}
          >
            {t.exportCsv}
          </Button>
        }
      />
      <StoreSearchBar search={search} onSearch={setSearch} />
      {list.error ? (
        <ErrorState message={errorMessage(list.error, t)} onRetry={list.refetch} />
      ) : (
        <StoreTable
          stores={list.stores}
          loading={list.isLoading}
          page={page}
          onPage={setPage}
          onOpen={(store) => {
            setOpenId(store.id);
          }}
        />
      )}
      <StoreEditDialog
        storeId={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </>
  );
}
