import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useReactivateAccount } from '../../session';
import type { LoginNotice } from '../components/MemberLoginForm';

/**
 * A dormant account's mailed link: the member confirms with one tap (a mail scanner that opens the link does
 * not), then the login page says the account is in use again. A missing or spent link says so, translated.
 */
export function useReactivateAccountForm(token: string) {
  const t = useMessages();
  const navigate = useNavigate();
  const reactivate = useReactivateAccount();
  const [error, setError] = useState<string | null>(token ? null : t.reactivationLinkInvalid);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    if (!token) {
      setError(t.reactivationLinkInvalid);
      return;
    }
    try {
      await reactivate.mutateAsync({ body: { token } });
      const state: LoginNotice = { notice: t.reactivateDone };
      await navigate(ROUTES.mobileLogin, { replace: true, state });
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return { error, onSubmit, submitting: reactivate.isPending };
}
