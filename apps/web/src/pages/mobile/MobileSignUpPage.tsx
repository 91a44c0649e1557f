import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { SignUpForm } from '../../modules/member-auth/components/SignUpForm';
import styles from '../../modules/mobile-shell/components/MobileForm.module.css';
import { AuthScreen } from '../../modules/mobile-shell/components/AuthScreen';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

export function MobileSignUpPage() {
  const t = useMessages();
  usePageTitle(t.signUpTitle);
  return (
    <AuthScreen
      title={t.signUpTitle}
      lead={t.signUpLead}
      backTo={ROUTES.mobileLogin}
      footer={
        <>
          {t.alreadyMember}{' '}
          <Link to={ROUTES.mobileLogin} className={styles.link}>
            {t.loginLink}
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthScreen>
  );
}
