import { useState, type SyntheticEvent } from 'react';

import { errorMessage } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { weakPasswordProblem } from '../utils/weakPassword';
import { useNewPassword } from './useNewPassword';

/**
 * A new password set with a mailed link's token (a member's reset, an owner's password): typed twice, 8+
 * characters and not a common one, checked before `save` sends it; the gateway's refusal shown otherwise.
 * `requiredMessage`: said for an empty password before anything else, when the page has such a message.
 */
export function useTokenPasswordForm(
  token: string,
  save: (password: string) => Promise<void>,
  saving: boolean,
  requiredMessage?: string,
) {
  const t = useMessages();
  const [password, setPassword] = useNewPassword();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t.resetTokenInvalid);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!token) {
      setError(t.resetTokenInvalid);
      return;
    }
    if (requiredMessage && password === '') {
      setError(requiredMessage);
      return;
    }
    if (password !== confirm) {
      setError(t.passwordsDiffer);
      return;
    }
    setChecking(true);
    const weak = await weakPasswordProblem(password, t);
    setChecking(false);
    setError(weak);
    if (weak) return;
    try {
      await save(password);
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return { password, setPassword, confirm, setConfirm, error, onSubmit, submitting: checking || saving };
}
