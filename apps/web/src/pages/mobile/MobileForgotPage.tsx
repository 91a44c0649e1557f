import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { ForgotForms } from '../../modules/member-auth';
import { mobileFormStyles as styles, AuthScreen } from '../../modules/mobile-shell';

export function MobileForgotPage() {
  const t = useMessages();
  usePageTitle(t.forgotTitle);
  return (
    <AuthScreen
      title={t.forgotTitle}
      backTo={ROUTES.mobileLogin}
      footer={
        <Link to={ROUTES.mobileLogin} className={styles.link}>
          {t.backToLogin}
        </Link>
      }
    >
      <ForgotForms />
    </AuthScreen>
  );
}
