import { Link } from 'react-router-dom';

import { ROUTES } from '../routes';
import { LanguageSwitch, useMessages, usePageTitle } from '../modules/i18n';
import { adminToken } from '../modules/session';
import styles from './RouteErrorPage.module.css';

/**
 * An unknown path, in the reader's language, with the ways back of its app: home in the member app; the
 * dashboard (signed in) or the login page in the back-office.
 */
export function NotFoundPage({ face = 'member' }: { face?: 'member' | 'admin' }) {
  const t = useMessages();
  usePageTitle(t.notFoundTitle, face);
  const signedIn = face === 'admin' && adminToken() !== null;
  return (
    <main className={styles.page}>
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundBody}</p>
      <nav aria-label={t.notFoundWaysBack} className={styles.ways}>
        {face === 'member' && <Link to={ROUTES.mobileHome}>{t.notFoundHome}</Link>}
        {face === 'admin' &&
          (signedIn ? (
            <Link to={ROUTES.adminDashboard}>{t.notFoundDashboard}</Link>
          ) : (
            <Link to={ROUTES.adminLogin}>{t.notFoundLogin}</Link>
          ))}
      </nav>
      <LanguageSwitch />
    </main>
  );
}
