import { useMemo } from 'react';
import { formatMessage } from '@stamp/shared';

import { useMessages } from '../../i18n/useMessages';
import { Badge } from '../../ui/Badge';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { useDates } from '../../i18n/useDates';
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
  const pageCount = Math.max(1, Math.ceil(stores.length / STORE_PAGE_SIZE));
  const shown = stores.slice((page - 1) * STORE_PAGE_SIZE, page * STORE_PAGE_SIZE);
  const columns = useMemo<TableColumn<StoreFull>[]>(
    () => [
      {
        id: 'number',
        header: t.storeColNumber,
        cell: (row, index) => stores.length - ((page - 1) * STORE_PAGE_SIZE + index),
      },
      { id: 'name', header: t.storeColName, cell: (row) => <strong>{row.name}</strong> },
      { id: 'code', header: t.storeColCode, cell: (row) => <code>{row.code}</code> },
      {
        id: 'address',
        header: t.storeColAddress,
        cell: (row) => `${row.region} ${row.province} ${row.address}`,
      },
      { id: 'createdAt', header: t.storeColRegistered, cell: (row) => datePart(row.createdAt) },
      {
        id: 'coupon',
        header: t.storeColCoupon,
        cell: (row) =>
          row.Mission ? <Badge tone="success">{t.yes}</Badge> : <Badge tone="neutral">{t.no}</Badge>,
      },
      {
        id: 'status',
        header: t.storeColStatus,
        cell: (row) =>
          row.stampGuessingAlert ? (
            <Badge tone="danger">{row.status}</Badge>
          ) : (
            <Badge tone={row.status === 'active' ? 'success' : 'neutral'}>{row.status}</Badge>
          ),
      },
    ],
    [t, stores.length, page, datePart],
  );
  return (
    <DataTable
      caption={formatMessage(t.storeCount, { n: stores.length })}
      columns={columns}
      rows={shown}
      rowKey={(store) => store.id}
      loading={loading}
      emptyTitle={t.storeEmpty}
      onRowClick={onOpen}
      rowLabel={(store) => `${t.storeEditTitle}: ${store.name}`}
      page={page}
      pageCount={pageCount}
      onPage={onPage}
    />
  );
}
