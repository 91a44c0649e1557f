import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { FormOutcome, mobileFormStyles as styles, SubmitButton } from '../../mobile-shell';
import { useReactivateAccountForm } from '../hooks/useReactivateAccountForm';

/** /mobile/reactivate?token=…: the dormant account's confirmation (docs/privacy.md). */
export function ReactivateAccountForm({ token }: { token: string }) {
  const t = useMessages();
  const { error, onSubmit, submitting } = useReactivateAccountForm(token);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormOutcome error={error} />
      <SubmitButton busy={submitting}>{t.reactivateButton}</SubmitButton>
      <div className={styles.links}>
        <Link to={ROUTES.mobileLogin} className={styles.link}>
          {t.backToLogin}
        </Link>
      </div>
    </form>
  );
}
