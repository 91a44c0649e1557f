import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n/useMessages';
import { Spinner } from '../../ui/Spinner';
import { StampMark } from '../../ui/StampMark';
import { MobileBottomNav } from './MobileBottomNav';
import styles from './MobileLayout.module.css';

/** The member app's frame: a header with the product's name, the screen, and the fixed bottom menu. */
export function MobileLayout() {
  const t = useMessages();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to={ROUTES.mobileHome} className={styles.brand}>
          <StampMark size="sm" />
          <span>{t.productName}</span>
        </Link>
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
