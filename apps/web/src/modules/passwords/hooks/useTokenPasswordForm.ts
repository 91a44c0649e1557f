import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { loadCommonPasswords } from '../utils/weakPassword';
import { newPasswordSchema, type NewPasswordValues } from '../validation-schemas/newPasswordSchema';

/**
 * A new password set with a mailed link's token (a member's reset, an owner's password): typed twice, 8+
 * characters and not a common one, checked before `save` sends it; the gateway's refusal shown otherwise.
 * `requiredMessage`: said for an empty password before anything else, when the page has such a message.
 * The first character typed starts fetching the common-password list, so it is there by the time of submit.
 */
export function useTokenPasswordForm(
  token: string,
  save: (password: string) => Promise<void>,
  requiredMessage?: string,
) {
  const t = useMessages();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(t, requiredMessage)),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await save(password);
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, t) });
    }
  });

  return {
    password: form.register('password', {
      onChange: (event: { target: { value: string } }) => {
        if (event.target.value) void loadCommonPasswords();
      },
    }),
    confirm: form.register('confirm'),
    error: token ? (errors.root?.message ?? errors.password?.message ?? null) : t.resetTokenInvalid,
    onSubmit,
    submitting: isSubmitting,
  };
}
