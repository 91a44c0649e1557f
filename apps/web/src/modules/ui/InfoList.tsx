import type { ReactNode } from 'react';

import styles from './InfoList.module.css';

/** Read-only facts as label / value rows (a detail popup's sign-up or join info). */
export function InfoList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.list}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
