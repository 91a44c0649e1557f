import { ROUTES } from '../routes';
import { useMessages } from '../modules/i18n';
import styles from './RouteErrorPage.module.css';

/**
 * What an error thrown while rendering a route shows: the spec's router fallback title and a way home.
 * A plain link (not the router's), so it works even when the router itself is what failed.
 */
export function RouteErrorPage() {
  const t = useMessages();
  return (
    <main className={styles.page}>
      <h1>{t.routerFallbackTitle}</h1>
      <a href={ROUTES.root}>{t.routerFallbackHome}</a>
    </main>
  );
}
