import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { useNewPassword } from '../../passwords/hooks/useNewPassword';
import { weakPasswordProblem } from '../../passwords/utils/weakPassword';
import { useResetPassword } from '../../session/api/memberApi';
import type { LoginNotice } from '../components/MemberLoginForm';

/**
 * The contract's reset page: the mailed token and a new password (typed twice, 8+ characters and not a
 * common one) → POST /wifi-user/reset-password, then the login page says the password changed.
 */
export function useResetPasswordForm(token: string) {
  const t = useMessages();
  const navigate = useNavigate();
  const reset = useResetPassword();
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
    if (password === '') {
      setError(t.passwordRequired);
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
      await reset.mutateAsync({ body: { token, password } });
      const state: LoginNotice = { notice: t.resetDone };
      await navigate(ROUTES.mobileLogin, { replace: true, state });
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
    onSubmit,
    submitting: checking || reset.isPending,
  };
}
