import { Link, useLocation } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n/useMessages';
import { FormOutcome } from '../../mobile-shell/components/FormOutcome';
import { MobileField } from '../../mobile-shell/components/MobileField';
import { SubmitButton } from '../../mobile-shell/components/SubmitButton';
import styles from '../../mobile-shell/components/MobileForm.module.css';
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
  const { fields, error, onSubmit, submitting } = useMemberLoginForm();
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
              value={fields.email}
              onChange={(event) => {
                fields.setEmail(event.target.value);
              }}
            />
          )}
        </MobileField>
        <MobileField label={t.memberPassword}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={fields.password}
              onChange={(event) => {
                fields.setPassword(event.target.value);
              }}
            />
          )}
        </MobileField>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={fields.autoLogin}
            onChange={(event) => {
              fields.setAutoLogin(event.target.checked);
            }}
          />
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
