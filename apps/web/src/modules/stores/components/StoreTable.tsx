import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatMessage } from '@stamp/shared';

import { useMessages, useDates } from '../../i18n';
import { Badge } from '../../ui/Badge';
import { numberColumn } from '../../ui/columns';
import { DataTable } from '../../ui/DataTable';
import { useListPage } from '../../ui/useListPage';
import type { StoreFull } from '../api/useStores';

export const STORE_PAGE_SIZE = 10;

interface StoreTableProps {
  stores: readonly StoreFull[];
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onOpen: (store: StoreFull) => void;
}

/** Number, store name, code, address, registration date, coupon registered, account status (spec §2). */
export function StoreTable({ stores, loading, page, onPage, onOpen }: StoreTableProps) {
  const t = useMessages();
  const { datePart } = useDates();
  const columns = useMemo<ColumnDef<StoreFull>[]>(
    () => [
      numberColumn<StoreFull>(t.storeColNumber, 'descending'),
      { id: 'name', header: t.storeColName, cell: ({ row }) => <strong>{row.original.name}</strong> },
      { id: 'code', header: t.storeColCode, cell: ({ row }) => <code>{row.original.code}</code> },
      {
        id: 'address',
        header: t.storeColAddress,
        cell: ({ row: { original: store } }) => `${store.region} ${store.province} ${store.address}`,
      },
      {
        id: 'createdAt',
        header: t.storeColRegistered,
        cell: ({ row }) => datePart(row.original.createdAt),
      },
      {
        id: 'coupon',
        header: t.storeColCoupon,
        cell: ({ row }) =>
          row.original.Mission ? <Badge tone="success">{t.yes}</Badge> : <Badge tone="neutral">{t.no}</Badge>,
      },
      {
        id: 'status',
        header: t.storeColStatus,
        cell: ({ row: { original: store } }) =>
          store.stampGuessingAlert ? (
            <Badge tone="danger">{store.status}</Badge>
          ) : (
            <Badge tone={store.status === 'active' ? 'success' : 'neutral'}>{store.status}</Badge>
          ),
      },
    ],
    [t, datePart],
  );
  const table = useListPage({
    rows: stores,
    columns,
    getRowId: (store) => store.id,
    paging: { page, onPage, pageSize: STORE_PAGE_SIZE },
  });
  return (
    <DataTable
      table={table}
      caption={formatMessage(t.storeCount, { n: stores.length })}
      loading={loading}
      emptyTitle={t.storeEmpty}
      onRowClick={onOpen}
      rowLabel={(store) => `${t.storeEditTitle}: ${store.name}`}
    />
  );
}
