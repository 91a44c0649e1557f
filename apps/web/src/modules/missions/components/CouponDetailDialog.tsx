import { useMessages } from '../../i18n';
import type { StoreFull } from '../../stores';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormActions } from '../../ui/FormActions';
import { toast } from '../../ui/toast';
import { useConfirmedDelete } from '../../ui/useConfirmedDelete';
import { InfoList } from '../../ui/InfoList';
import { QueryFallback } from '../../ui/QueryFallback';
import {
  useDeleteMission,
  useApplyMissionChange,
  useStoreMission,
  useUpdateMission,
} from '../api/useMissions';
import { useMissionForm } from '../hooks/useMissionForm';
import { radioStatus } from '../utils/missionStatus';
import { pacingValuesOf, type MissionPacing } from '../validation-schemas/missionRules';
import { MissionFields } from './MissionFields';
import styles from './CouponDetailDialog.module.css';

/** 'store coupon detail view': read-only sign-up info and the editable mission (spec §2). */
export function CouponDetailDialog({ store, onClose }: { store: StoreFull | null; onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open={store !== null} onClose={onClose} title={t.couponDetailTitle} size="lg">
      {store?.Mission && <LoadedCouponDetail key={store.Mission.id} store={store} onClose={onClose} />}
    </Dialog>
  );
}

/** The store lists carry the mission without its pacing: the form waits for the mission itself. */
function LoadedCouponDetail({ store, onClose }: { store: StoreFull; onClose: () => void }) {
  const mission = useStoreMission(store.id);
  if (!mission.isSuccess) return <QueryFallback query={mission} />;
  return <CouponDetail store={store} pacing={mission.data} onClose={onClose} />;
}

function CouponDetail({
  store,
  pacing,
  onClose,
}: {
  store: StoreFull;
  pacing: MissionPacing;
  onClose: () => void;
}) {
  const t = useMessages();
  const confirmDelete = useConfirmedDelete();
  const mission = store.Mission;
  const form = useMissionForm({
    name: mission?.name ?? '',
    start_date: mission?.start_date ?? '',
    expire_date: mission?.expire_date ?? '',
    max_stamp_count: String(mission?.max_stamp_count ?? ''),
    ...pacingValuesOf(pacing),
    status: mission ? radioStatus(mission) : 'ongoing',
  });
  const update = useUpdateMission();
  const remove = useDeleteMission();
  const applyChange = useApplyMissionChange();
  if (!mission) return null;

  const info: [string, string][] = [
    [t.storeName, store.name],
    [t.storeCode, store.code],
    [t.storePassword, store.password],
    [t.storeOwnerName, store.owner_name],
    [t.storeEmail, store.email],
    [t.storePhone, store.phone_number],
    [t.storeOwnerPhone, store.owner_phone],
    [t.address, `${store.region} ${store.province} ${store.address}`],
  ];

  const onSubmit = () =>
    form.submit(async (fields) => {
      const answer = await update.mutateAsync({ body: { ...fields, id: mission.id, store_id: store.id } });
      toast.success(answer.message);
      await applyChange(store.id, answer.store);
      onClose();
    });

  const onDelete = () =>
    confirmDelete({
      message: t.missionDeleteConfirm,
      remove: async () => {
        await remove.mutateAsync({ params: { path: { id: mission.id } } });
        await applyChange(store.id, null);
      },
      success: t.missionDeleted,
      failure: t.missionCommunicationError,
      onDone: onClose,
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <div className={styles.columns}>
        <section>
          <h3 className={styles.heading}>{t.couponSignUpInfo}</h3>
          <InfoList items={info} />
        </section>
        <section>
          <h3 className={styles.heading}>{t.couponMissionInfo}</h3>
          <MissionFields form={form} withStatus />
        </section>
      </div>
      <FormActions
        start={
          <Button variant="danger" onClick={() => void onDelete()} busy={remove.isPending}>
            {t.delete}
          </Button>
        }
      >
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t.register}
        </Button>
      </FormActions>
    </form>
  );
}
