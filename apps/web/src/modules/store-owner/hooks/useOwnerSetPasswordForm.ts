import { useState, type SyntheticEvent } from 'react';

import { errorMessage } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { useSetOwnerPassword } from '../api/storeOwnerApi';

/** The owner password's least length (api-contract.md), checked here before the gateway checks it too. */
const OWNER_PASSWORD_MIN = 8;

/**
 * /mobile/store-owner/set-password?token=…: the mailed token and the owner password (typed twice) → POST
 * /api/v1/store/owner-password; then the page says where to sign in.
 */
export function useOwnerSetPasswordForm(token: string) {
  const t = useMessages();
  const set = useSetOwnerPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t.resetTokenInvalid);
  const [status, setStatus] = useState<string | null>(null);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!token) {
      setError(t.resetTokenInvalid);
      return;
    }
    if (password.length < OWNER_PASSWORD_MIN) {
      setError(t.ownerPasswordRule);
      return;
    }
    if (password !== confirm) {
      setError(t.passwordsDiffer);
      return;
    }
    setError(null);
    try {
      await set.mutateAsync({ body: { token, password } });
      setStatus(t.ownerPasswordSet);
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return { password, setPassword, confirm, setConfirm, error, status, onSubmit, submitting: set.isPending };
}
