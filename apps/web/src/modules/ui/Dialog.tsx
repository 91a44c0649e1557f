import { Dialog as Radix } from 'radix-ui';
import type { ReactNode } from 'react';

import { useMessages } from '../i18n';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
  footer?: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape closes it, and focus returns to what opened it. */
export function Dialog({ open, onClose, title, description, size = 'md', children, footer }: DialogProps) {
  const t = useMessages();
  return (
    <Radix.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content className={`${styles.content} ${styles[size]}`}>
          <header className={styles.header}>
            <Radix.Title className={styles.title}>{title}</Radix.Title>
            <Radix.Close className={styles.close} aria-label={t.close}>
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Radix.Close>
          </header>
          {description ? (
            <Radix.Description className={styles.description}>{description}</Radix.Description>
          ) : (
            <Radix.Description className="visually-hidden">{title}</Radix.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
