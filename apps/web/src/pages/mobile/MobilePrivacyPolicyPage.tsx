import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { PrivacyPolicy } from '../../modules/member-auth/components/PrivacyPolicy';
import { AuthScreen } from '../../modules/mobile-shell/components/AuthScreen';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function MobilePrivacyPolicyPage() {
  const t = useMessages();
  usePageTitle(t.privacyPolicyTitle);
  return (
    <AuthScreen title={t.privacyPolicyTitle} backTo={ROUTES.mobileSignIn}>
      <PrivacyPolicy />
    </AuthScreen>
  );
}
