import type { ReactNode } from 'react';

import styles from './EmptyState.module.css';

/** What a list shows when it has nothing: the spec's words, and what to do next when there is something. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect
          x="8"
          y="12"
          width="32"
          height="26"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.body}>{children}</div>}
    </div>
  );
}
