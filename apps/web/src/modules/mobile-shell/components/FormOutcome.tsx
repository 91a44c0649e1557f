import styles from './MobileForm.module.css';

interface FormOutcomeProps {
  /** What went wrong: a red line with role="alert" (an assertive live region, read out at once). */
  error?: string | null;
  /** What went right or is under way: a line with role="status" (a polite live region). */
  status?: string | null;
  /** `result` frames the status as an answer to read (the forgot page's found ID), not a success notice. */
  statusTone?: 'notice' | 'result';
}

/**
 * The end of a member-app form above its button: the error line, then the status line, each drawn only
 * while it has something to say.
 */
export function FormOutcome({ error, status, statusTone = 'notice' }: FormOutcomeProps) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {status && (
        <p className={styles[statusTone]} role="status">
          {status}
        </p>
      )}
    </>
  );
}
