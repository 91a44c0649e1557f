import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useMessages } from '../../i18n';
import { BackIcon } from './MobileIcons';
import styles from './MobileScreen.module.css';

interface MobileScreenProps {
  title: string;
  /** Where the back arrow goes; none on a top-level screen. */
  backTo?: string;
  /** A control at the right of the title (a write button, a logout). */
  action?: ReactNode;
  children: ReactNode;
}

/** A signed-in screen of the member app or the store menu: back arrow, title, the screen's content. */
export function MobileScreen({ title, backTo, action, children }: MobileScreenProps) {
  const t = useMessages();
  return (
    <main className={styles.screen}>
      <div className={styles.head}>
        {backTo && (
          <Link to={backTo} className={styles.back} aria-label={t.back}>
            <BackIcon />
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {children}
    </main>
  );
}
