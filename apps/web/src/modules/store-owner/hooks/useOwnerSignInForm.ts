import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage, statusOf } from '../../api';
import { useMessages } from '../../i18n';
import { saveStoreOwnerLogin } from '../../session';
import { firstFieldError } from '../../ui/formErrors';
import { useStoreLogin } from '../api/storeOwnerApi';
import {
  OWNER_SIGN_IN_ORDER,
  ownerSignInSchema,
  type OwnerSignInValues,
} from '../validation-schemas/ownerSignInSchemas';
import type { FoundStore } from './useStoreCodeForm';

/**
 * The owner's sign-in after the store code (api-contract: POST /api/v1/store/login with the store's e-mail
 * and the store password): a blank field or a refusal says 'Please check your email and password.' (the blank
 * field focused); success keeps the store token for this browser session and opens the store menu.
 */
export function useOwnerSignInForm(store: FoundStore) {
  const t = useMessages();
  const navigate = useNavigate();
  const login = useStoreLogin();
  const form = useForm<OwnerSignInValues>({
    resolver: zodResolver(ownerSignInSchema(t)),
    defaultValues: { email: '', password: '' },
    // One alert at a time: it changes on the next submit, not on every key.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      try {
        const answer = await login.mutateAsync({ body: { code: store.code, email: email.trim(), password } });
        saveStoreOwnerLogin(answer.store.id, answer.token);
        await navigate(ROUTES.storeMenu(answer.store.id));
      } catch (failure) {
        const status = statusOf(failure);
        const message =
          status === 401 || status === 400 ? t.loginCheckEmailPassword : errorMessage(failure, t);
        form.setError('root', { message });
      }
    },
    (invalid) => {
      const first = firstFieldError(invalid, OWNER_SIGN_IN_ORDER);
      if (first) form.setFocus(first.field);
    },
  );

  return {
    form,
    error: errors.root?.message ?? firstFieldError(errors, OWNER_SIGN_IN_ORDER)?.message ?? null,
    onSubmit,
    submitting: isSubmitting,
  };
}
