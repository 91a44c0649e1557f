import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import {
  useApplyMissionChange,
  useCreateMission,
  MissionFields,
  StorePicker,
  useMissionForm,
  pacingValuesOf,
} from '../../modules/missions';
import type { StoreFull } from '../../modules/stores';
import { Button } from '../../modules/ui/Button';
import { FormActions } from '../../modules/ui/FormActions';
import { PageHeader } from '../../modules/ui/PageHeader';
import { Panel } from '../../modules/ui/Panel';
import { toast } from '../../modules/ui/toast';

/** create-coupon: choose a store, then the mission with its preview; cancel reloads the page (spec §2). */
export function AdminCreateCouponPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleCreateCoupon, 'admin');
  const navigate = useNavigate();
  const [store, setStore] = useState<StoreFull | null>(null);
  const form = useMissionForm({
    name: '',
    start_date: '',
    expire_date: '',
    max_stamp_count: '',
    ...pacingValuesOf(null),
    status: 'ongoing',
  });
  const create = useCreateMission();
  const applyChange = useApplyMissionChange();

  const onSubmit = () =>
    form.submit(
      async ({ status: _status, ...fields }) => {
        if (!store) return;
        const answer = await create.mutateAsync({ body: { ...fields, store_id: store.id } });
        toast.success(answer.message);
        await applyChange(store.id, answer.store);
        await navigate(ROUTES.adminCoupons);
      },
      ({ name, start_date, expire_date, max_stamp_count }) =>
        !store || !name.trim() || !start_date || !expire_date || !max_stamp_count ? t.requiredFields : null,
    );

  return (
    <>
      <PageHeader title={t.couponCreateTitle} />
      <Panel title={t.missionStoreSearch}>
        <StorePicker chosen={store} onChoose={setStore} />
      </Panel>
      <Panel title={t.couponMissionInfo}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <MissionFields form={form} />
          <FormActions>
            <Button
              onClick={() => {
                window.location.reload();
              }}
            >
              {t.cancel}
            </Button>
            <Button type="submit" variant="primary" busy={form.submitting}>
              {t.register}
            </Button>
          </FormActions>
        </form>
      </Panel>
    </>
  );
}
