import { useMemo } from 'react';

import { useMessages } from '../../i18n/useMessages';
import type { StoreFull } from '../../stores/api/useStores';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { useDates } from '../../i18n/useDates';
import { MissionStatusBadge } from './MissionStatusBadge';

export const COUPON_PAGE_SIZE = 10;

interface CouponTableProps {
  stores: readonly StoreFull[];
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onOpen: (store: StoreFull) => void;
}

/** number, store name, region (address), coupon period, registration date, coupon status (spec §2). */
export function CouponTable({ stores, loading, page, onPage, onOpen }: CouponTableProps) {
  const t = useMessages();
  const { datePart } = useDates();
  const shown = stores.slice((page - 1) * COUPON_PAGE_SIZE, page * COUPON_PAGE_SIZE);
  const columns = useMemo<TableColumn<StoreFull>[]>(
    () => [
      {
        id: 'number',
        header: t.couponColNumber,
        cell: (row, index) => (page - 1) * COUPON_PAGE_SIZE + index + 1,
      },
      {
        id: 'store',
        header: t.couponColStore,
        cell: (row) => (
          <>
            <strong>{row.name}</strong>
            <br />
            <small>{row.Mission?.name}</small>
          </>
        ),
      },
      {
        id: 'region',
        header: t.couponColRegion,
        cell: (row) => `${row.region} ${row.province} (${row.address})`,
      },
      {
        id: 'period',
        header: t.couponColPeriod,
        cell: (row) => (row.Mission ? `${row.Mission.start_date} ~ ${row.Mission.expire_date}` : ''),
      },
      {
        id: 'registered',
        header: t.couponColRegistered,
        cell: (row) => datePart(row.Mission?.createdAt),
      },
      {
        id: 'status',
        header: t.couponColStatus,
        cell: (row) => (row.Mission ? <MissionStatusBadge mission={row.Mission} /> : null),
      },
    ],
    [t, page, datePart],
  );
  return (
    <DataTable
      caption={t.couponListTitle}
      columns={columns}
      rows={shown}
      rowKey={(store) => store.id}
      loading={loading}
      emptyTitle={t.couponEmpty}
      onRowClick={onOpen}
      rowLabel={(store) => `${t.couponDetailTitle}: ${store.name}`}
      page={page}
      pageCount={Math.max(1, Math.ceil(stores.length / COUPON_PAGE_SIZE))}
      onPage={onPage}
    />
  );
}
