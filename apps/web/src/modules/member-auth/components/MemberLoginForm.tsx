import { Link, useLocation } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import {
  EmailField,
  FormOutcome,
  PasswordField,
  SubmitButton,
  mobileFormStyles as styles,
} from '../../mobile-shell';
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
        <EmailField label={t.memberEmail} field={form.register('email')} />
        <PasswordField label={t.memberPassword} field={form.register('password')} />
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
