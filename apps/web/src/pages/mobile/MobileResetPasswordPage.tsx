import { useSearchParams } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { ResetPasswordForm } from '../../modules/member-auth/components/ResetPasswordForm';
import { AuthScreen } from '../../modules/mobile-shell/components/AuthScreen';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

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
