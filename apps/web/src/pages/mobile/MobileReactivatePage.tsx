import { useSearchParams } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';
import { ReactivateAccountForm } from '../../modules/member-auth/components/ReactivateAccountForm';
import { AuthScreen } from '../../modules/mobile-shell/components/AuthScreen';

export function MobileReactivatePage() {
  const t = useMessages();
  usePageTitle(t.reactivateTitle);
  const [params] = useSearchParams();
  return (
    <AuthScreen title={t.reactivateTitle} lead={t.reactivateLead} backTo={ROUTES.mobileLogin}>
      <ReactivateAccountForm token={params.get('token') ?? ''} />
    </AuthScreen>
  );
}
