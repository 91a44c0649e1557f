import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { MemberLoginForm } from '../../modules/member-auth/components/MemberLoginForm';
import styles from '../../modules/mobile-shell/components/MobileForm.module.css';
import { AuthScreen } from '../../modules/mobile-shell/components/AuthScreen';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function MobileLoginPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleLogin);
  return (
    <AuthScreen
      title={t.mobileLoginTitle}
      lead={t.mobileLoginLead}
      backTo={ROUTES.mobileHome}
      footer={
        <>
          {t.noAccountYet}{' '}
          <Link to={ROUTES.mobileSignIn} className={styles.link}>
            {t.signInLink}
          </Link>
        </>
      }
    >
      <MemberLoginForm />
    </AuthScreen>
  );
}
