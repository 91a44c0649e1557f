import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { LanguageSwitch, useMessages } from '../../i18n';
import { StampMark } from '../../ui/StampMark';
import { BackIcon } from './MobileIcons';
import styles from './AuthScreen.module.css';

interface AuthScreenProps {
  title: string;
  lead?: string;
  /** Where the back arrow goes; none on the login screen. */
  backTo?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the member app's public screens (login, sign-up, forgot, reset, policy). */
export function AuthScreen({ title, lead, backTo, children, footer }: AuthScreenProps) {
  const t = useMessages();
  return (
    <div className={styles.screen}>
      <div className={styles.bar}>
        {backTo ? (
          <Link to={backTo} className={styles.back} aria-label={t.back}>
            <BackIcon />
          </Link>
        ) : (
          <span />
        )}
        <div className={styles.language}>
          <LanguageSwitch />
        </div>
      </div>
      <main className={styles.main}>
        <div className={styles.hero}>
          <StampMark />
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </main>
    </div>
  );
}
