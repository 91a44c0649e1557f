import { useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { codeOf, errorMessage, statusOf } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { useMemberLogin } from '../../session/api/memberApi';
import { keepMemberDeviceToken, memberDeviceToken } from '../../session/memberDevice';
import { memberLoginId, saveMemberLogin } from '../../session/memberSession';

/** The page a private screen sent the member from (MemberSessionGuard), if it is one of this app's paths. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * The member login (spec §2, §8): 401 'Please check your email and password.', 403 the disabled account's
 * message, or the dormant account's (a confirmation link was mailed: docs/privacy.md); success keeps the login
 * as spec §4 says (and the device's token for the next login) and opens home, or the private page that sent
 * the member here (a stamp QR code's link, with its code).
 */
export function useMemberLoginForm() {
  const t = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useMemberLogin();
  const [email, setEmail] = useState(() => memberLoginId() ?? '');
  const [password, setPassword] = useState('');
  const [autoLogin, setAutoLogin] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '' || password === '') {
      setError(t.loginCheckEmailPassword);
      return;
    }
    try {
      const body = { email: email.trim(), password, device_token: memberDeviceToken(email) };
      const answer = await login.mutateAsync({ body });
      keepMemberDeviceToken(body.email, answer.device_token);
      saveMemberLogin(answer.token, answer.member.member_id, autoLogin);
      await navigate(returnPathOf(location.state as unknown) ?? ROUTES.mobileHome, { replace: true });
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 401 || status === 400) setError(t.loginCheckEmailPassword);
      else if (codeOf(failure) === 'ACCOUNT_DORMANT') setError(t.accountDormant);
      else if (status === 403) setError(t.accountDisabled);
      else setError(errorMessage(failure, t));
    }
  };

  return {
    fields: { email, setEmail, password, setPassword, autoLogin, setAutoLogin },
    error,
    onSubmit,
    submitting: login.isPending,
  };
}
