import { useState, type SyntheticEvent } from 'react';
import { formatMessage, type Catalogue } from '@stamp/shared';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useMobileConfirm } from '../../mobile-shell';
import { useSendRegionalPush } from '../api/storeOwnerApi';

export interface OwnerPushValues {
  region: string;
  province: string;
  subject: string;
  message: string;
}

export function ownerPushProblem(values: OwnerPushValues, t: Catalogue): string | null {
  if (!values.region || !values.province) return t.unknownArea;
  if (!values.subject.trim()) return t.titleRequired;
  if (!values.message.trim()) return t.messageRequired;
  return null;
}

/**
 * Spec §2 /push-message: a push to the members of one province/city of the store's region, confirmed before
 * it goes; the server's refusals (the 100-character limit, the daily limit) show in its own words.
 */
export function useOwnerPushForm(region: string) {
  const t = useMessages();
  const send = useSendRegionalPush();
  const confirm = useMobileConfirm();
  const [values, setValues] = useState<OwnerPushValues>({ region, province: '', subject: '', message: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const change = (patch: Partial<OwnerPushValues>) => {
    setDone(null);
    setValues((current) => ({ ...current, ...patch }));
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setDone(null);
    const problem = ownerPushProblem(values, t);
    setError(problem);
    if (problem) return;
    const target = `${values.province}, ${values.region}`;
    if (!(await confirm.ask(formatMessage(t.ownerPushConfirm, { target }), t.ownerPushSend))) return;
    try {
      await send.mutateAsync({
        body: {
          region: values.region,
          province: values.province,
          title: values.subject.trim(),
          message: values.message.trim(),
        },
      });
      setValues((current) => ({ ...current, subject: '', message: '' }));
      setDone(t.ownerPushSent);
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return { values, change, error, done, onSubmit, sending: send.isPending, confirmSheet: confirm.sheet };
}
