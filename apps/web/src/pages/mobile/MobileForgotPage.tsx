import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { ForgotForms } from '../../modules/member-auth/components/ForgotForms';
import styles from '../../modules/mobile-shell/components/MobileForm.module.css';
import { AuthScreen } from '../../modules/mobile-shell/components/AuthScreen';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

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
