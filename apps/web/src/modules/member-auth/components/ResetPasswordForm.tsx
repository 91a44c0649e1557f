import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { NewPasswordForm } from '../../passwords';
import { mobileFormStyles as styles } from '../../mobile-shell';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';

/** /mobile/reset-password?token=…: a new password for the account the mailed link belongs to. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useMessages();
  const form = useResetPasswordForm(token);
  return (
    <NewPasswordForm form={form} submitLabel={t.resetButton} hint={t.passwordHint}>
      <div className={styles.links}>
        <Link to={ROUTES.mobileForgot} className={styles.link}>
          {t.forgotLink}
        </Link>
      </div>
    </NewPasswordForm>
  );
}
