import { useEffect, useId, useRef, type ReactNode } from 'react';

import styles from './MobileDialog.module.css';

interface MobileDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The member app's modal sheet (no component kit in the member bundle): focus moves into it, Escape and the
 * backdrop close it, and focus returns to what opened it.
 */
export function MobileDialog({ title, onClose, children }: MobileDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  // Focus goes to the first control, again when the sheet moves to its next step (a new title).
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>(
      'input:not([disabled]), select, textarea, button',
    );
    (first ?? panel.current)?.focus();
  }, [title]);

  return (
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
