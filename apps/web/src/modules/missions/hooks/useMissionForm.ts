import { useState } from 'react';
import type { MissionStatus } from '@stamp/shared';

import { firstError } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import {
  missionProblems,
  pacingOf,
  stampCount,
  type MissionField,
  type MissionFormValues,
  type MissionPacing,
} from '../validation-schemas/missionRules';

export interface MissionSubmit extends MissionPacing {
  name: string;
  start_date: string;
  expire_date: string;
  max_stamp_count: number;
  status: MissionStatus;
}

/**
 * A mission form's values, its spec §5 messages (first one on top, each by its field), and submit, which
 * sends only a form that passes and shows the server's message when it refuses.
 */
export function useMissionForm(initial: MissionFormValues & { status: MissionStatus }) {
  const t = useMessages();
  const [values, setValues] = useState(initial);
  const [moved, setMoved] = useState<'start_date' | 'expire_date'>('start_date');
  const [errors, setErrors] = useState<Partial<Record<MissionField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: MissionField | 'status', value: string) => {
    if (field === 'start_date' || field === 'expire_date') setMoved(field);
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'status') {
      setErrors((current) => ({ ...current, [field]: undefined }));
      setAlert(null);
    }
  };

  const submit = async (send: (mission: MissionSubmit) => Promise<void>, precheck?: () => string | null) => {
    const blocked = precheck?.() ?? null;
    const problems = missionProblems(values, t, moved);
    if (blocked || problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      setAlert(blocked ?? problems[0]?.message ?? null);
      return;
    }
    setErrors({});
    setAlert(null);
    setSubmitting(true);
    try {
      await send({
        name: values.name.trim(),
        start_date: values.start_date,
        expire_date: values.expire_date,
        max_stamp_count: stampCount(values.max_stamp_count),
        ...pacingOf(values),
        status: values.status,
      });
    } catch (error) {
      setAlert(firstError(error) ?? t.missionCommunicationError);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, set, errors, alert, submit, submitting, stamps: stampCount(values.max_stamp_count) };
}

export type MissionForm = ReturnType<typeof useMissionForm>;
