import { useEffect, useRef } from 'react';

import { useMessages } from '../../i18n';
import { mobileFormStyles as mobileForm } from '../../mobile-shell';
import styles from './PromotionAlert.module.css';

/**
 * Spec §8's modal when a store's promotion cannot be joined: the message and one button; the button,
 * Escape or a tap outside closes it and `onClose` goes on (to the store's map page). Focus stays inside.
 */
export function PromotionAlert({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useMessages();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <div className={styles.overlay} onClick={onClose}>
      <div
        className={styles.sheet}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="promotion-alert-message"
        onClick={(event) => {
          event.stopPropagation();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key === 'Tab') event.preventDefault();
        }}
      >
        <p id="promotion-alert-message" className={styles.message}>
          {message}
        </p>
        <button ref={button} type="button" className={mobileForm.primary} onClick={onClose}>
          {t.promotionSeeStore}
        </button>
      </div>
    </div>
  );
}
