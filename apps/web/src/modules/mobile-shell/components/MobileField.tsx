import { useId, type ReactElement, type ReactNode } from 'react';

import styles from './MobileForm.module.css';

interface MobileFieldProps {
  label: string;
  /** The control; it receives `id` and `aria-describedby` from the field. */
  children: (control: { id: string; className: string; 'aria-describedby'?: string }) => ReactElement;
  hint?: ReactNode;
}

/** A labelled control of the member app, large enough for a thumb, with its hint. */
export function MobileField({ label, children, hint }: MobileFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, className: styles.control ?? '', 'aria-describedby': hintId })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
