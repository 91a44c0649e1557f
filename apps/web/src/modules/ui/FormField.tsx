import { useId, type ReactElement, type ReactNode } from 'react';

import styles from './Form.module.css';

interface FormFieldProps {
  label: string;
  /** The control; it receives `id`, `aria-invalid` and `aria-describedby` from the field. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A labelled control with its hint and its error message, wired for screen readers. */
export function FormField({ label, children, error, hint, required, className }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
