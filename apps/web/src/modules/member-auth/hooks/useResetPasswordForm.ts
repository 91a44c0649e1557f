import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { useTokenPasswordForm } from '../../passwords';
import { useResetPassword } from '../../session';
import type { LoginNotice } from '../components/MemberLoginForm';

/**
 * The contract's reset page: the mailed token and a new password (typed twice, 8+ characters and not a
 * common one) → POST /wifi-user/reset-password, then the login page says the password changed.
 */
export function useResetPasswordForm(token: string) {
  const t = useMessages();
  const navigate = useNavigate();
  const reset = useResetPassword();
  return useTokenPasswordForm(
    token,
    async (password) => {
      await reset.mutateAsync({ body: { token, password } });
      const state: LoginNotice = { notice: t.resetDone };
      await navigate(ROUTES.mobileLogin, { replace: true, state });
    },
    t.passwordRequired,
  );
}
