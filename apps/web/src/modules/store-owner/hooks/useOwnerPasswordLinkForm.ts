import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useOwnerPasswordLink } from '../api/storeOwnerApi';
import {
  ownerPasswordLinkSchema,
  type OwnerPasswordLinkValues,
} from '../validation-schemas/ownerSignInSchemas';
import type { FoundStore } from './useStoreCodeForm';

/**
 * "First time, or forgot the password?": the store's e-mail → POST /api/v1/store/owner-password/link. The
 * gateway answers the same whether the e-mail matches or not, and so does this form.
 */
export function useOwnerPasswordLinkForm(store: FoundStore) {
  const t = useMessages();
  const link = useOwnerPasswordLink();
  const form = useForm<OwnerPasswordLinkValues>({
    resolver: zodResolver(ownerPasswordLinkSchema(t)),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await link.mutateAsync({ body: { code: store.code, email: email.trim() } });
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, t) });
    }
  });

  return {
    form,
    error: errors.root?.message ?? errors.email?.message ?? null,
    sent: isSubmitSuccessful && !errors.root,
    onSubmit,
    submitting: isSubmitting,
  };
}
