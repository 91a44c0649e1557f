import type { SyntheticEvent } from 'react';

import { useMessages } from '../../i18n/useMessages';
import { MobileField } from '../../mobile-shell/components/MobileField';
import styles from '../../mobile-shell/components/MobileForm.module.css';

interface StorePasswordFormProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  password: string;
  onPasswordChange: (password: string) => void;
  onSubmit: () => void;
  /** The tap is on its way: the button is disabled so a second tap cannot send it again. */
  inFlight: boolean;
  error: string | null;
  /** The last tap got no answer: say so, and the button tries the same tap again. */
  connectionLost: boolean;
  autoFocus?: boolean;
}

/**
 * The store's password, typed by the staff on the member's phone (stamp and redeem): the password stays in
 * the field after a refusal, and a lost connection turns the button into 'Try again'.
 */
export function StorePasswordForm({
  label,
  submitLabel,
  busyLabel,
  password,
  onPasswordChange,
  onSubmit,
  inFlight,
  error,
  connectionLost,
  autoFocus = false,
}: StorePasswordFormProps) {
  const t = useMessages();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField label={label}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            autoCapitalize="none"
            enterKeyHint="done"
            autoFocus={autoFocus}
            value={password}
            onChange={(event) => {
              onPasswordChange(event.target.value);
            }}
          />
        )}
      </MobileField>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {connectionLost && !error && (
        <p className={styles.error} role="alert">
          {t.connectionLost}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={inFlight} aria-busy={inFlight}>
        {inFlight ? busyLabel : connectionLost ? t.retry : submitLabel}
      </button>
    </form>
  );
}
