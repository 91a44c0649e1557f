import { useMessages } from '../i18n';
import styles from './Spinner.module.css';

/** A loading indicator with its words for screen readers (and on screen when `label`). */
export function Spinner({ label = false }: { label?: boolean }) {
  const t = useMessages();
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={label ? styles.text : 'visually-hidden'}>{t.loading}</span>
    </div>
  );
}
