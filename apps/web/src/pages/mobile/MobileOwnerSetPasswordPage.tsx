import { Link, useSearchParams } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { AuthScreen } from '../../modules/mobile-shell/components/AuthScreen';
import { NewPasswordForm } from '../../modules/mobile-shell/components/NewPasswordForm';
import styles from '../../modules/mobile-shell/components/MobileForm.module.css';
import { useOwnerSetPasswordForm } from '../../modules/store-owner/hooks/useOwnerSetPasswordForm';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

/** The page of the mailed owner-password link (api-contract.md, "Store-owner login"). */
export function MobileOwnerSetPasswordPage() {
  const t = useMessages();
  usePageTitle(t.ownerSetPasswordTitle);
  const [params] = useSearchParams();
  const form = useOwnerSetPasswordForm(params.get('token') ?? '');
  return (
    <AuthScreen title={t.ownerSetPasswordTitle} lead={t.ownerSetPasswordLead} backTo={ROUTES.mobileHome}>
      <NewPasswordForm form={form} submitLabel={t.ownerSetPasswordButton} hint={t.passwordHint}>
        <div className={styles.links}>
          <Link to={ROUTES.mobileHome} className={styles.link}>
            {t.ownerBackToSignIn}
          </Link>
        </div>
      </NewPasswordForm>
    </AuthScreen>
  );
}
