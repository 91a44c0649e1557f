import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import { StampMark } from '../../ui/StampMark';
import { MobileBottomNav } from './MobileBottomNav';
import styles from './MobileLayout.module.css';

/**
 * The member app's frame: a header with the product's name (and, on home, its actions at the right end),
 * the screen, and the fixed bottom menu. The home's actions come from the app, which knows the features.
 */
export function MobileLayout({ homeActions }: { homeActions?: ReactNode }) {
  const t = useMessages();
  const { pathname } = useLocation();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to={ROUTES.mobileHome} className={styles.brand}>
          <StampMark size="sm" />
          <span>{t.productName}</span>
        </Link>
        {pathname === ROUTES.mobileHome && homeActions}
      </header>
      <div className={styles.content}>
        {/* A lazy screen loads under the header and the bottom menu, which stay. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
      <MobileBottomNav />
    </div>
  );
}
