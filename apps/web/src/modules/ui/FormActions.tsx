import type { ReactNode } from 'react';

import styles from './FormActions.module.css';

/** The buttons under a form: `start` on the left (a delete), the rest on the right. */
export function FormActions({ start, children }: { start?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <div>{start}</div>
      <div className={styles.end}>{children}</div>
    </div>
  );
}
