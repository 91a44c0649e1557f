import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { useMessages } from '../../i18n';
import { stampingStyles as styles } from '../../mobile-shell';

interface StampPromptProps {
  title: string;
  lead: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The password prompt over the stamp card: a bottom sheet on a phone that keeps the focus; Escape or the close
 * button shuts it.
 */
export function StampPrompt({ title, lead, onClose, children }: StampPromptProps) {
  const t = useMessages();
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Tab' || !sheet.current) return;
    // The focus stays in the sheet (aria-modal): Tab past the last control comes back to the first.
    const controls = sheet.current.querySelectorAll<HTMLElement>(
      'button:not([disabled]), input:not([disabled])',
    );
    const first = controls[0];
    const last = controls[controls.length - 1];
    const wrapTo = event.shiftKey
      ? document.activeElement === first && last
      : document.activeElement === last && first;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };
  return (
    <div className={styles.backdrop}>
      <div
        ref={sheet}
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
