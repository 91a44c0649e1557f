import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { SignUpForm } from '../../modules/member-auth';
import { mobileFormStyles as styles, AuthScreen } from '../../modules/mobile-shell';

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
