import { Link } from 'react-router-dom';

import { ROUTES } from '../routes';
import { useMessages } from '../modules/i18n/useMessages';
import styles from './RouteErrorPage.module.css';

/** An unknown path: the spec's router fallback wording. */
export function NotFoundPage() {
  const t = useMessages();
  return (
    <main className={styles.page}>
      <h1>{t.routerFallbackTitle}</h1>
      <p>{t.routerFallbackNotFound}</p>
      <Link to={ROUTES.root}>{t.routerFallbackHome}</Link>
    </main>
  );
}
