import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';

import { useMessages, useDates } from '../../i18n';
import type { StoreFull } from '../../stores';
import { localeSort, numberColumn } from '../../ui/columns';
import { DataTable } from '../../ui/DataTable';
import { useListPage } from '../../ui/useListPage';
import { MissionStatusBadge } from './MissionStatusBadge';

export const COUPON_PAGE_SIZE = 10;

/** The list's two orders: the newest mission first, or by store name. */
export type CouponSort = 'newest' | 'name';

const SORTING: Record<CouponSort, SortingState> = {
  newest: [{ id: 'registered', desc: true }],
  name: [{ id: 'store', desc: false }],
};

interface CouponTableProps {
  stores: readonly StoreFull[];
  sort: CouponSort;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onOpen: (store: StoreFull) => void;
}

/** number, store name, region (address), coupon period, registration date, coupon status (spec §2). */
export function CouponTable({ stores, sort, loading, page, onPage, onOpen }: CouponTableProps) {
  const t = useMessages();
  const { datePart } = useDates();
  const columns = useMemo<ColumnDef<StoreFull>[]>(
    () => [
      numberColumn<StoreFull>(t.couponColNumber, 'ascending'),
      {
        id: 'store',
        header: t.couponColStore,
        accessorFn: (store) => store.name,
        sortingFn: localeSort,
        cell: ({ row: { original: store } }) => (
          <>
            <strong>{store.name}</strong>
            <br />
            <small>{store.Mission?.name}</small>
          </>
        ),
      },
      {
        id: 'region',
        header: t.couponColRegion,
        cell: ({ row: { original: store } }) => `${store.region} ${store.province} (${store.address})`,
      },
      {
        id: 'period',
        header: t.couponColPeriod,
        cell: ({ row: { original: store } }) =>
          store.Mission ? `${store.Mission.start_date} ~ ${store.Mission.expire_date}` : '',
      },
      {
        id: 'registered',
        header: t.couponColRegistered,
        accessorFn: (store) => store.Mission?.createdAt ?? '',
        sortingFn: localeSort,
        cell: ({ row }) => datePart(row.original.Mission?.createdAt),
      },
      {
        id: 'status',
        header: t.couponColStatus,
        cell: ({ row }) =>
          row.original.Mission ? <MissionStatusBadge mission={row.original.Mission} /> : null,
      },
    ],
    [t, datePart],
  );
  const table = useListPage({
    rows: stores,
    columns,
    getRowId: (store) => store.id,
    paging: { page, onPage, pageSize: COUPON_PAGE_SIZE },
    sorting: SORTING[sort],
  });
  return (
    <DataTable
      table={table}
      caption={t.couponListTitle}
      loading={loading}
      emptyTitle={t.couponEmpty}
      onRowClick={onOpen}
      rowLabel={(store) => `${t.couponDetailTitle}: ${store.name}`}
    />
  );
}
