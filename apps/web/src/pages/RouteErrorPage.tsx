import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ROUTES } from '../routes';
import { useMessages } from '../modules/i18n/useMessages';
import styles from './RouteErrorPage.module.css';

/** The router's fallback for an unknown path or an error thrown while rendering a route. */
export function RouteErrorPage() {
  const t = useMessages();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.page}>
      <h1>{t.routerFallbackTitle}</h1>
      {notFound && <p>{t.routerFallbackNotFound}</p>}
      <Link to={ROUTES.root}>{t.routerFallbackHome}</Link>
    </main>
  );
}
