import { useState, type SyntheticEvent } from 'react';

import { errorMessage, firstError } from '../../api';
import { useMessages } from '../../i18n';
import {
  useCreateMission,
  useDeleteMission,
  useUpdateMission,
  missionProblems,
  pacingOf,
  pacingValuesOf,
  stampCount,
  type MissionFormValues,
} from '../../missions';
import { useMobileConfirm } from '../../mobile-shell';
import { useInvalidateStoreMission, type Mission } from '../api/storeOwnerApi';

/** Spec §4: 'Organize an event' (create, or update the one there is) or 'Ending an event' (delete it). */
export type MissionChoice = 'organize' | 'end';

const valuesOf = (mission: Mission | null): MissionFormValues => ({
  name: mission?.name ?? '',
  start_date: mission?.start_date ?? '',
  expire_date: mission?.expire_date ?? '',
  max_stamp_count: mission ? String(mission.max_stamp_count) : '',
  ...pacingValuesOf(mission),
});

/**
 * Spec §2 /manage: the §5 mission rules in order (the first failing message shows), then the pacing (blank =
 * no limit); 'Mission created.' /
 * 'Mission updated.'; ending asks 'Are you sure you want to delete this mission?' and says 'Mission deleted.'.
 */
export function useOwnerMissionForm(storeId: number, mission: Mission | null) {
  const t = useMessages();
  const create = useCreateMission();
  const update = useUpdateMission();
  const remove = useDeleteMission();
  const invalidate = useInvalidateStoreMission();
  const confirm = useMobileConfirm();
  const [choice, setChoice] = useState<MissionChoice>('organize');
  const [values, setValues] = useState(() => valuesOf(mission));
  const [moved, setMoved] = useState<'start_date' | 'expire_date'>('start_date');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const change = (patch: Partial<MissionFormValues>) => {
    setDone(null);
    if (patch.start_date !== undefined) setMoved('start_date');
    if (patch.expire_date !== undefined) setMoved('expire_date');
    setValues((current) => ({ ...current, ...patch }));
  };

  const organize = async () => {
    const problem = missionProblems(values, t, moved)[0];
    if (problem) {
      setError(problem.message);
      return;
    }
    const fields = {
      name: values.name.trim(),
      start_date: values.start_date,
      expire_date: values.expire_date,
      max_stamp_count: stampCount(values.max_stamp_count),
      ...pacingOf(values),
    };
    if (mission) await update.mutateAsync({ body: { id: mission.id, ...fields } });
    else await create.mutateAsync({ body: { store_id: storeId, ...fields } });
    await invalidate();
    setDone(mission ? t.missionUpdated : t.missionCreated);
  };

  const end = async () => {
    if (!mission) {
      setError(t.missionCommunicationError);
      return;
    }
    if (!(await confirm.ask(t.missionDeleteConfirm, t.mobileDelete, { danger: true }))) return;
    await remove.mutateAsync({ params: { path: { id: mission.id } } });
    setValues(valuesOf(null));
    setChoice('organize');
    await invalidate();
    setDone(t.missionDeleted);
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      await (choice === 'organize' ? organize() : end());
    } catch (failure) {
      setError(firstError(failure) ?? errorMessage(failure, t));
    }
  };

  return {
    choice,
    setChoice: (next: MissionChoice) => {
      setError(null);
      setDone(null);
      setChoice(next);
    },
    values,
    change,
    error,
    done,
    onSubmit,
    submitting: create.isPending || update.isPending || remove.isPending,
    confirmSheet: confirm.sheet,
  };
}
