import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';

import { ChevronIcon } from './MobileIcons';
import styles from './MobileScreen.module.css';

export interface MobileMenuItem {
  label: string;
  icon: ReactElement;
  /** A link to this path, or a button that runs `onSelect`. */
  to?: string;
  onSelect?: () => void;
  danger?: boolean;
  /** A count or state at the right (unread messages). */
  badge?: string;
}

/** A list of full-width rows: the account's and the store menu's links and actions. */
export function MobileMenu({ items, label }: { items: readonly MobileMenuItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {items.map((item) => {
          const className = `${styles.menuItem} ${item.danger ? styles.danger : ''}`;
          const content = (
            <>
              {item.icon}
              <span className={styles.menuLabel}>{item.label}</span>
              {item.badge && (
                <>
                  {' '}
                  <span className={styles.badge}>{item.badge}</span>
                </>
              )}
              {item.to && (
                <span className={styles.chevron}>
                  <ChevronIcon />
                </span>
              )}
            </>
          );
          return (
            <li key={item.label}>
              {item.to ? (
                <Link to={item.to} className={className}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={className} onClick={item.onSelect}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
