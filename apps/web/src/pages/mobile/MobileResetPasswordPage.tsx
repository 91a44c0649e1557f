import { useSearchParams } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { ResetPasswordForm } from '../../modules/member-auth';
import { AuthScreen } from '../../modules/mobile-shell';

export function MobileResetPasswordPage() {
  const t = useMessages();
  usePageTitle(t.resetTitle);
  const [params] = useSearchParams();
  return (
    <AuthScreen title={t.resetTitle} lead={t.resetLead} backTo={ROUTES.mobileLogin}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthScreen>
  );
}
