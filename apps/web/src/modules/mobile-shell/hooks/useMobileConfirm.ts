import { useCallback, useRef, useState } from 'react';

interface Question {
  message: string;
  confirmLabel: string;
  /** A destructive answer (delete, leave): its button is red. */
  danger: boolean;
}

/**
 * A confirmation before anything destructive (spec §8's wording): `ask` opens the sheet and resolves with
 * the answer; render `<ConfirmSheet {...confirm.sheet} />` once on the screen.
 */
export function useMobileConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const ask = useCallback(
    (message: string, confirmLabel: string, { danger = false }: { danger?: boolean } = {}) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setQuestion({ message, confirmLabel, danger });
      }),
    [],
  );

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  return { ask, sheet: { question, answer } };
}

export type ConfirmSheetProps = ReturnType<typeof useMobileConfirm>['sheet'];
