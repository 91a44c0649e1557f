import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Schema } from '@stamp/api-client';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useTotpEnable } from '../api/useTwoStep';
import { totpCodeSchema, type TotpCodeValues } from '../validation-schemas/twoStepSchemas';

type RecoveryCodes = Schema<'AdminRecoveryCodesView'>['recovery_codes'];

/** The app's first code, which turns two-step sign-in on; `enabled` gets the recovery codes (shown once). */
export function useTotpCodeForm(enabled: (codes: RecoveryCodes) => Promise<void> | void) {
  const t = useMessages();
  const form = useForm<TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema(t)),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    form.setFocus('code');
  }, [form]);
  const enable = useTotpEnable();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const code = values.code.replace(/\s/g, '');
      const { recovery_codes } = await enable.mutateAsync({ body: { code } });
      await enabled(recovery_codes);
    } catch (error) {
      form.resetField('code');
      form.setError('code', { message: errorMessage(error, t) });
      form.setFocus('code');
    }
  });

  return { form, onSubmit, enabling: enable.isPending };
}
