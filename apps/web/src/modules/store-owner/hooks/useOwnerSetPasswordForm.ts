import { useState, type SyntheticEvent } from 'react';

import { errorMessage } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { useNewPassword } from '../../passwords/hooks/useNewPassword';
import { weakPasswordProblem } from '../../passwords/utils/weakPassword';
import { useSetOwnerPassword } from '../api/storeOwnerApi';

/**
 * /mobile/store-owner/set-password?token=…: the mailed token and the owner password (typed twice, 8+
 * characters and not a common one) → POST /api/v1/store/owner-password; then the page says where to sign in.
 */
export function useOwnerSetPasswordForm(token: string) {
  const t = useMessages();
  const set = useSetOwnerPassword();
  const [password, setPassword] = useNewPassword();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t.resetTokenInvalid);
  const [status, setStatus] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!token) {
      setError(t.resetTokenInvalid);
      return;
    }
    if (password !== confirm) {
      setError(t.passwordsDiffer);
      return;
    }
    // The contract's rule (8+ characters, not a common one), before the gateway checks it too.
    setChecking(true);
    const weak = await weakPasswordProblem(password, t);
    setChecking(false);
    setError(weak);
    if (weak) return;
    try {
      await set.mutateAsync({ body: { token, password } });
      setStatus(t.ownerPasswordSet);
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    error,
    status,
    onSubmit,
    submitting: checking || set.isPending,
  };
}
