import type { ReactNode } from 'react';

import styles from './Panel.module.css';

/** A white card section, with an optional heading. */
export function Panel({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${styles.panel} ${className ?? ''}`}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </section>
  );
}

/** A row of search controls above a table. */
export function Toolbar({
  children,
  onSubmit,
  label,
}: {
  children: ReactNode;
  onSubmit: () => void;
  label: string;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
