import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { MissionStatus } from '@stamp/shared';

import { firstError } from '../../api';
import { useMessages } from '../../i18n';
import { firstFieldError } from '../../ui/formErrors';
import {
  pacingOf,
  stampCount,
  type MissionField,
  type MissionPacing,
} from '../validation-schemas/missionRules';
import { MISSION_ORDER, missionSchema, type MissionValues } from '../validation-schemas/missionSchema';

export interface MissionSubmit extends MissionPacing {
  name: string;
  start_date: string;
  expire_date: string;
  max_stamp_count: number;
  status: MissionStatus;
}

const DIGITS_ONLY: readonly MissionField[] = [
  'max_stamp_count',
  'min_stamp_interval_minutes',
  'daily_stamp_limit',
];

/**
 * A mission form on react-hook-form: its spec §5 messages (the first one on top, each by its field), and
 * submit, which sends only a form that passes (and that `precheck` lets through) and shows the server's
 * message when it refuses.
 */
export function useMissionForm(initial: Omit<MissionValues, 'moved'>) {
  const t = useMessages();
  const form = useForm<MissionValues>({
    resolver: zodResolver(missionSchema(t)),
    defaultValues: { ...initial, moved: 'start_date' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const stampsTyped = useWatch({ control: form.control, name: 'max_stamp_count' });

  /** A field's input: the dates remember which moved last, the counts keep only digits. */
  const field = (name: MissionField | 'status') =>
    form.register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (name === 'start_date' || name === 'expire_date') form.setValue('moved', name);
        if (name !== 'status' && DIGITS_ONLY.includes(name)) {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits !== event.target.value) form.setValue(name, digits);
        }
        if (name === 'status') return;
        form.clearErrors(name);
        form.clearErrors('root');
      },
    });

  const submit = (
    send: (mission: MissionSubmit) => Promise<void>,
    precheck?: (values: MissionValues) => string | null,
  ) => {
    const blocked = () => {
      const message = precheck?.(form.getValues()) ?? null;
      if (message) form.setError('root', { message });
      return message !== null;
    };
    return form.handleSubmit(async (values) => {
      if (blocked()) return;
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
        form.setError('root', { message: firstError(error) ?? t.missionCommunicationError });
      }
    }, blocked)();
  };

  const fieldErrors: Partial<Record<MissionField, string>> = Object.fromEntries(
    MISSION_ORDER.map((name) => [name, errors[name]?.message]),
  );
  return {
    field,
    errors: fieldErrors,
    alert: errors.root?.message ?? firstFieldError(errors, MISSION_ORDER)?.message ?? null,
    submit,
    /** Back to these values (a deleted mission: the empty form), the messages gone. */
    reset: (values: Omit<MissionValues, 'moved'>) => {
      form.reset({ ...values, moved: 'start_date' });
    },
    submitting: isSubmitting,
    stamps: stampCount(stampsTyped),
  };
}

export type MissionForm = ReturnType<typeof useMissionForm>;
