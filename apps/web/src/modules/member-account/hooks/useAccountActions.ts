import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import type { LoginNotice } from '../../member-auth';
import { useMobileConfirm } from '../../mobile-shell';
import { endServerSession, clearMemberLogin, memberToken } from '../../session';
import { useUnsubscribe } from '../api/memberAccountApi';

/**
 * Logout and unregister (spec §2, §4, §8): both clear the member's login and open the login page, which
 * says 'Successfully logged out.' (or that the membership is over); unregister asks 'Are you sure to leave
 * the membership?' first.
 */
export function useAccountActions(email: string | undefined) {
  const t = useMessages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unsubscribe = useUnsubscribe();
  const confirm = useMobileConfirm();

  const leave = async (notice: string) => {
    clearMemberLogin();
    queryClient.clear();
    const state: LoginNotice = { notice };
    await navigate(ROUTES.mobileLogin, { replace: true, state });
  };

  const logout = () => {
    endServerSession(memberToken());
    return leave(t.accountLoggedOut);
  };

  const unregister = async (): Promise<string | null> => {
    if (!email || !(await confirm.ask(t.accountUnregisterConfirm, t.accountUnregister, { danger: true })))
      return null;
    try {
      await unsubscribe.mutateAsync({ params: { path: { email } } });
    } catch (failure) {
      return errorMessage(failure, t);
    }
    await leave(t.accountUnregistered);
    return null;
  };

  return { logout, unregister, busy: unsubscribe.isPending, confirmSheet: confirm.sheet };
}
