import { useSearchParams } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { ReactivateAccountForm } from '../../modules/member-auth';
import { AuthScreen } from '../../modules/mobile-shell';

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
