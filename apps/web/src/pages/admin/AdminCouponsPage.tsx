import { parseAsStringLiteral } from 'nuqs';
import { useMemo, useState } from 'react';
import { formatMessage } from '@stamp/shared';

import { errorMessage } from '../../modules/api';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { CouponDetailDialog, CouponTable } from '../../modules/missions';
import { useStoreList, type StoreFull } from '../../modules/stores';
import { formStyles } from '../../modules/ui/controls';
import { ErrorState } from '../../modules/ui/ErrorState';
import { FormField } from '../../modules/ui/FormField';
import { useListUrl } from '../../modules/ui/useListUrl';
import { PageHeader } from '../../modules/ui/PageHeader';

const COUPON_LIST_URL = {
  sort: parseAsStringLiteral(['newest', 'name'] as const).withDefault('newest'),
};

/** coupon-management: the stores that have a mission, newest first or by store name, with a count. */
export function AdminCouponsPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleCoupons, 'admin');
  const { filters, setFilters, page, setPage } = useListUrl(COUPON_LIST_URL);
  const list = useStoreList({ kind: 'all' });
  const [openId, setOpenId] = useState<number | null>(null);
  const withMission = useMemo(() => list.stores.filter((store) => store.Mission), [list.stores]);
  const open: StoreFull | null = withMission.find((store) => store.id === openId) ?? null;
  return (
    <>
      <PageHeader
        title={t.couponListTitle}
        meta={formatMessage(t.couponCount, { n: withMission.length })}
        actions={
          <FormField label={t.couponSortLabel}>
            {(field) => (
              <select
                {...field}
                className={formStyles.control}
                value={filters.sort}
                onChange={(event) => {
                  setFilters({ sort: event.target.value === 'name' ? 'name' : 'newest' });
                }}
              >
                <option value="newest">{t.couponSortNewest}</option>
                <option value="name">{t.couponSortName}</option>
              </select>
            )}
          </FormField>
        }
      />
      {list.error ? (
        <ErrorState message={errorMessage(list.error, t)} onRetry={list.refetch} />
      ) : (
        <CouponTable
          stores={withMission}
          sort={filters.sort}
          loading={list.isLoading}
          page={page}
          onPage={setPage}
          onOpen={(store) => {
            setOpenId(store.id);
          }}
        />
      )}
      <CouponDetailDialog
        store={open}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </>
  );
}
