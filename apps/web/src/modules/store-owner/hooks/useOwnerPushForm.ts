import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatMessage } from '@stamp/shared';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useMobileConfirm } from '../../mobile-shell';
import { firstFieldError } from '../../ui/formErrors';
import { useSendRegionalPush } from '../api/storeOwnerApi';
import {
  OWNER_PUSH_ORDER,
  ownerPushSchema,
  type OwnerPushValues,
} from '../validation-schemas/ownerPushSchema';

/**
 * Spec §2 /push-message: a push to the members of one province/city of the store's region, confirmed before
 * it goes; the server's refusals (the 100-character limit, the daily limit) show in its own words. A sent
 * push clears the subject and message and says so.
 */
export function useOwnerPushForm(region: string) {
  const t = useMessages();
  const send = useSendRegionalPush();
  const confirm = useMobileConfirm();
  const form = useForm<OwnerPushValues>({
    resolver: zodResolver(ownerPushSchema(t)),
    defaultValues: { region, province: '', subject: '', message: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setDone(null);
      const target = `${values.province}, ${values.region}`;
      if (!(await confirm.ask(formatMessage(t.ownerPushConfirm, { target }), t.ownerPushSend))) return;
      try {
        await send.mutateAsync({
          body: {
            region: values.region,
            province: values.province,
            title: values.subject,
            message: values.message,
          },
        });
        form.reset({ ...form.getValues(), subject: '', message: '' });
        setDone(t.ownerPushSent);
      } catch (failure) {
        form.setError('root', { message: errorMessage(failure, t) });
      }
    },
    (invalid) => {
      setDone(null);
      const first = firstFieldError(invalid, OWNER_PUSH_ORDER);
      if (first) form.setFocus(first.field);
    },
  );

  return {
    form,
    /** A change after a sent push takes its notice away. */
    changed: () => {
      setDone(null);
    },
    error: errors.root?.message ?? firstFieldError(errors, OWNER_PUSH_ORDER)?.message ?? null,
    done,
    onSubmit,
    sending: send.isPending,
    confirmSheet: confirm.sheet,
  };
}
