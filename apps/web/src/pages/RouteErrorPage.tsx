import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { useMessages } from '../i18n/useMessages';

/** The router's fallback for an unknown path or an error thrown while rendering a route. */
export function RouteErrorPage() {
  const t = useMessages();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main>
      <h1>{t.routerFallbackTitle}</h1>
      {notFound && <p>{t.routerFallbackNotFound}</p>}
    </main>
  );
}
