import { useId, type KeyboardEvent, type ReactNode } from 'react';

import { useMessages } from '../../i18n/useMessages';
import styles from './Stamping.module.css';

interface StampPromptProps {
  title: string;
  lead: string;
  onClose: () => void;
  children: ReactNode;
}

/** The password prompt over the stamp card: a bottom sheet on a phone; Escape or the close button shuts it. */
export function StampPrompt({ title, lead, onClose, children }: StampPromptProps) {
  const t = useMessages();
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.sheetHead}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </div>
  );
}
