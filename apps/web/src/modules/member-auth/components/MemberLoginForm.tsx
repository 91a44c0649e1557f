import { Link, useLocation } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { FormOutcome, MobileField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import { useMemberLoginForm } from '../hooks/useMemberLoginForm';

/** What another screen hands the login page (sign-up and password reset say they are done). */
export interface LoginNotice {
  notice?: string;
}

/**
 * Spec §2 login: e-mail, password, auto-login, Login (Enter in the e-mail field submits), 'Forgot
 * username/password' and 'Sign in'.
 */
export function MemberLoginForm() {
  const t = useMessages();
  const { state } = useLocation() as { state: LoginNotice | null };
  const { form, error, onSubmit, submitting } = useMemberLoginForm();
  return (
    <>
      {state?.notice && (
        <p className={styles.notice} role="status">
          {state.notice}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <MobileField label={t.memberEmail}>
          {(control) => (
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              {...form.register('email')}
            />
          )}
        </MobileField>
        <MobileField label={t.memberPassword}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          )}
        </MobileField>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('autoLogin')} />
          {t.autoLogin}
        </label>
        <FormOutcome error={error} />
        <SubmitButton busy={submitting}>{t.loginButton}</SubmitButton>
        <div className={styles.links}>
          <Link to={ROUTES.mobileForgot} className={styles.link}>
            {t.forgotLink}
          </Link>
        </div>
      </form>
    </>
  );
}
