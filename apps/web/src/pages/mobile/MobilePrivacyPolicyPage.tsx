import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { PrivacyPolicy } from '../../modules/member-auth';
import { AuthScreen } from '../../modules/mobile-shell';

export function MobilePrivacyPolicyPage() {
  const t = useMessages();
  usePageTitle(t.privacyPolicyTitle);
  return (
    <AuthScreen title={t.privacyPolicyTitle} backTo={ROUTES.mobileSignIn}>
      <PrivacyPolicy />
    </AuthScreen>
  );
}
