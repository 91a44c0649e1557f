import { Suspense } from 'react';
import { Link } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { mobileFormStyles as styles, AuthScreen } from '../../modules/mobile-shell';
import { Spinner } from '../../modules/ui/Spinner';
import { lazyNamed } from '../../modules/ui/lazyNamed';

/**
 * The form is a chunk of its own: react-hook-form and zod/mini (about 18 KB gzip) would take the first route
 * past its 120 KB budget. The frame, title and lead come with the first route; the form's place is kept.
 */
const MemberLoginForm = lazyNamed(
  () => import('../../modules/member-auth/MemberLoginForm.lazy'),
  'MemberLoginForm',
);

export function MobileLoginPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleLogin);
  return (
    <AuthScreen
      title={t.mobileLoginTitle}
      lead={t.mobileLoginLead}
      backTo={ROUTES.mobileHome}
      footer={
        <>
          {t.noAccountYet}{' '}
          <Link to={ROUTES.mobileSignIn} className={styles.link}>
            {t.signInLink}
          </Link>
        </>
      }
    >
      <Suspense
        fallback={
          <div className={styles.pending}>
            <Spinner />
          </div>
        }
      >
        <MemberLoginForm />
      </Suspense>
    </AuthScreen>
  );
}
