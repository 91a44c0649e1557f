import type { ReactNode } from 'react';

import styles from './MobileForm.module.css';

interface SubmitButtonProps {
  /** While true the button is disabled and says so to assistive technology (aria-busy). */
  busy: boolean;
  /** The label; `busyLabel` replaces it while busy, where the form has one ('Sending…'). */
  children: ReactNode;
  busyLabel?: ReactNode;
}

/** A member-app form's full-width submit button: one tap at a time. */
export function SubmitButton({ busy, children, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
