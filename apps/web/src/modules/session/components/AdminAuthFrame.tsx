import type { ReactNode } from 'react';

import { LanguageSwitch, useMessages } from '../../i18n';
import styles from './AdminAuthFrame.module.css';

/**
 * The back-office's pages outside its frame (the login, the two-step prompt): one card on the brand's
 * background, the language switch in the corner and the copyright below.
 */
export function AdminAuthFrame({
  children,
  wide = false,
  labelledBy,
}: {
  children: ReactNode;
  wide?: boolean;
  labelledBy?: string;
}) {
  const t = useMessages();
  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <main className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={labelledBy}>
        {children}
      </main>
      <footer className={styles.footer}>{t.copyright}</footer>
    </div>
  );
}
