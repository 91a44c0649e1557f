import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { passwordConfirmSchema, type PasswordConfirmValues } from '../validation-schemas/twoStepSchemas';

/**
 * The password typed again before a two-step change (re-authentication): `confirmed` does the change; its
 * refusal (a wrong password, too many attempts) shows on the form and the field is cleared.
 */
export function usePasswordConfirmForm(confirmed: (password: string) => Promise<void>) {
  const t = useMessages();
  const form = useForm<PasswordConfirmValues>({
    resolver: zodResolver(passwordConfirmSchema(t)),
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await confirmed(password);
    } catch (error) {
      form.resetField('password');
      form.setError('password', { message: errorMessage(error, t) });
      form.setFocus('password');
    }
  });

  return { form, onSubmit };
}
