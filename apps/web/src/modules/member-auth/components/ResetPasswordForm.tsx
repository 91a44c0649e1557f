import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n/useMessages';
import { FormOutcome } from '../../mobile-shell/components/FormOutcome';
import { MobileField } from '../../mobile-shell/components/MobileField';
import { SubmitButton } from '../../mobile-shell/components/SubmitButton';
import styles from '../../mobile-shell/components/MobileForm.module.css';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';

/** /mobile/reset-password?token=…: a new password for the account the mailed link belongs to. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useMessages();
  const form = useResetPasswordForm(token);
  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <MobileField label={t.newPassword} hint={t.passwordHint}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => {
              form.setPassword(event.target.value);
            }}
          />
        )}
      </MobileField>
      <MobileField label={t.passwordConfirm}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(event) => {
              form.setConfirm(event.target.value);
            }}
          />
        )}
      </MobileField>
      <FormOutcome error={form.error} />
      <SubmitButton busy={form.submitting}>{t.resetButton}</SubmitButton>
      <div className={styles.links}>
        <Link to={ROUTES.mobileForgot} className={styles.link}>
          {t.forgotLink}
        </Link>
      </div>
    </form>
  );
}
