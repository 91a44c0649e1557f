import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { useMessages } from '../i18n';
import { Button } from './Button';
import { ConfirmContext, type ConfirmOptions } from './ConfirmContext';
import { Dialog } from './Dialog';

interface Pending extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

/** Holds the one confirmation dialog of the app; `useConfirm()` asks it and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useMessages();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const answer = useCallback((value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const value = useMemo(() => ({ confirm }), [confirm]);

  return (
    <ConfirmContext value={value}>
      {children}
      <Dialog
        open={pending !== null}
        onClose={() => {
          answer(false);
        }}
        title={pending?.title ?? ''}
        size="sm"
        footer={
          <>
            <Button
              onClick={() => {
                answer(false);
              }}
            >
              {pending?.cancelLabel ?? t.cancel}
            </Button>
            <Button
              variant={pending?.danger ? 'danger' : 'primary'}
              onClick={() => {
                answer(true);
              }}
              autoFocus
            >
              {pending?.confirmLabel ?? t.confirm}
            </Button>
          </>
        }
      >
        <p>{pending?.message}</p>
      </Dialog>
    </ConfirmContext>
  );
}
