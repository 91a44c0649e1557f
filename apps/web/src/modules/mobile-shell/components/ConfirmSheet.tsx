import { useMessages } from '../../i18n';
import type { ConfirmSheetProps } from '../hooks/useMobileConfirm';
import { MobileDialog } from './MobileDialog';
import dialogStyles from './MobileDialog.module.css';
import styles from './MobileForm.module.css';

/** The sheet `useMobileConfirm` opens: the question, cancel (first, so a stray tap is harmless) and yes. */
export function ConfirmSheet({ question, answer }: ConfirmSheetProps) {
  const t = useMessages();
  if (!question) return null;
  return (
    <MobileDialog
      title={t.mobileConfirmTitle}
      onClose={() => {
        answer(false);
      }}
    >
      <p className={dialogStyles.message}>{question.message}</p>
      <div className={dialogStyles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            answer(false);
          }}
        >
          {t.mobileCancel}
        </button>
        <button
          type="button"
          className={question.danger ? styles.dangerPrimary : styles.primary}
          onClick={() => {
            answer(true);
          }}
        >
          {question.confirmLabel}
        </button>
      </div>
    </MobileDialog>
  );
}
