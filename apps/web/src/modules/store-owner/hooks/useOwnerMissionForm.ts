import { useState, type SyntheticEvent } from 'react';

import { errorMessage, firstError } from '../../api';
import { useMessages } from '../../i18n';
import {
  useCreateMission,
  useDeleteMission,
  useMissionForm,
  useUpdateMission,
  pacingValuesOf,
  type MissionValues,
} from '../../missions';
import { useMobileConfirm } from '../../mobile-shell';
import { useInvalidateStoreMission, type Mission } from '../api/storeOwnerApi';

/** Spec §4: 'Organize an event' (create, or update the one there is) or 'Ending an event' (delete it). */
export type MissionChoice = 'organize' | 'end';

const valuesOf = (mission: Mission | null): Omit<MissionValues, 'moved'> => ({
  name: mission?.name ?? '',
  start_date: mission?.start_date ?? '',
  expire_date: mission?.expire_date ?? '',
  max_stamp_count: mission ? String(mission.max_stamp_count) : '',
  ...pacingValuesOf(mission),
  // Not sent: the owner organizes or ends an event; only an administrator sets a status.
  status: mission?.status ?? 'ongoing',
});

/**
 * Spec §2 /manage: the back-office's mission form (react-hook-form, the §5 mission rules in order, the first
 * failing message shown), then the pacing (blank = no limit); 'Mission created.' / 'Mission updated.'; ending
 * asks 'Are you sure you want to delete this mission?' and says 'Mission deleted.'.
 */
export function useOwnerMissionForm(storeId: number, mission: Mission | null) {
  const t = useMessages();
  const create = useCreateMission();
  const update = useUpdateMission();
  const remove = useDeleteMission();
  const invalidate = useInvalidateStoreMission();
  const confirm = useMobileConfirm();
  const form = useMissionForm(valuesOf(mission));
  const [choice, setChoice] = useState<MissionChoice>('organize');
  const [endError, setEndError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const clearOutcome = () => {
    setEndError(null);
    setDone(null);
  };

  const organize = () =>
    form.submit(async ({ status: _status, ...fields }) => {
      if (mission) await update.mutateAsync({ body: { id: mission.id, ...fields } });
      else await create.mutateAsync({ body: { store_id: storeId, ...fields } });
      await invalidate();
      setDone(mission ? t.missionUpdated : t.missionCreated);
    });

  const end = async () => {
    if (!mission) {
      setEndError(t.missionCommunicationError);
      return;
    }
    if (!(await confirm.ask(t.missionDeleteConfirm, t.mobileDelete, { danger: true }))) return;
    try {
      await remove.mutateAsync({ params: { path: { id: mission.id } } });
      form.reset(valuesOf(null));
      setChoice('organize');
      await invalidate();
      setDone(t.missionDeleted);
    } catch (failure) {
      setEndError(firstError(failure) ?? errorMessage(failure, t));
    }
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    clearOutcome();
    await (choice === 'organize' ? organize() : end());
  };

  return {
    choice,
    setChoice: (next: MissionChoice) => {
      clearOutcome();
      setChoice(next);
    },
    field: form.field,
    /** A change takes the last outcome's notice away. */
    changed: () => {
      setDone(null);
    },
    error: choice === 'end' ? endError : form.alert,
    done,
    onSubmit,
    submitting: form.submitting || remove.isPending,
    confirmSheet: confirm.sheet,
  };
}
