import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage, statusOf } from '../../api';
import { useMessages } from '../../i18n';
import { saveStoreOwnerLogin } from '../../session';
import { useStoreLogin } from '../api/storeOwnerApi';
import type { FoundStore } from './useStoreCodeForm';

/**
 * The owner's sign-in after the store code (api-contract: POST /api/v1/store/login with the store's e-mail
 * and the store password): a refusal says 'Please check your email and password.'; success keeps the store
 * token for this browser session and opens the store menu.
 */
export function useOwnerSignInForm(store: FoundStore) {
  const t = useMessages();
  const navigate = useNavigate();
  const login = useStoreLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '' || password === '') {
      setError(t.loginCheckEmailPassword);
      return;
    }
    try {
      const answer = await login.mutateAsync({
        body: { code: store.code, email: email.trim(), password },
      });
      saveStoreOwnerLogin(answer.store.id, answer.token);
      await navigate(ROUTES.storeMenu(answer.store.id));
    } catch (failure) {
      const status = statusOf(failure);
      setError(status === 401 || status === 400 ? t.loginCheckEmailPassword : errorMessage(failure, t));
    }
  };

  return { email, setEmail, password, setPassword, error, onSubmit, submitting: login.isPending };
}
