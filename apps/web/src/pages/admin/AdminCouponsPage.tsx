import { useMemo, useState } from 'react';
import { formatMessage } from '@stamp/shared';

import { errorMessage } from '../../modules/api/errors';
import { useMessages } from '../../modules/i18n/useMessages';
import { CouponDetailDialog } from '../../modules/missions/components/CouponDetailDialog';
import { CouponTable } from '../../modules/missions/components/CouponTable';
import { useStoreList, type StoreFull } from '../../modules/stores/api/useStores';
import { formStyles } from '../../modules/ui/controls';
import { ErrorState } from '../../modules/ui/ErrorState';
import { FormField } from '../../modules/ui/FormField';
import { PageHeader } from '../../modules/ui/PageHeader';
import { pageFrom, useUrlState } from '../../modules/ui/useUrlState';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

const DEFAULTS = { sort: 'newest', page: '1' };

/** coupon-management: the stores that have a mission, newest first or by store name, with a count. */
export function AdminCouponsPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleCoupons, 'admin');
  const [state, update] = useUrlState(DEFAULTS);
  const list = useStoreList({ kind: 'all' });
  const [openId, setOpenId] = useState<number | null>(null);
  const withMission = useMemo(() => {
    const stores = list.stores.filter((store) => store.Mission);
    return state.sort === 'name'
      ? [...stores].sort((a, b) => a.name.localeCompare(b.name))
      : [...stores].sort((a, b) => (b.Mission?.createdAt ?? '').localeCompare(a.Mission?.createdAt ?? ''));
  }, [list.stores, state.sort]);
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
                value={state.sort}
                onChange={(event) => {
                  update({ sort: event.target.value, page: '1' });
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
          loading={list.isLoading}
          page={pageFrom(state.page)}
          onPage={(page) => {
            update({ page: String(page) });
          }}
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
