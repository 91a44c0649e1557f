import { Link, useSearchParams } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { AuthScreen, mobileFormStyles as styles } from '../../modules/mobile-shell';
import { NewPasswordForm } from '../../modules/passwords';
import { useOwnerSetPasswordForm } from '../../modules/store-owner';

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
