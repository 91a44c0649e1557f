import { useMessages } from '../i18n';
import { Button } from './Button';
import styles from './ErrorState.module.css';

/** A failed load: what happened and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useMessages();
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t.retry}
        </Button>
      )}
    </div>
  );
}
