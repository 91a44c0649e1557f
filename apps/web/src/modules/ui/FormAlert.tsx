import styles from './FormAlert.module.css';

/** The one message a form shows on top when it cannot go on (the spec's alert). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
