import type { SyntheticEvent } from 'react';

import { useMessages } from '../../i18n';
import { FormOutcome, MobileField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import type { StorePasswordTap } from '../hooks/useStorePasswordTap';

interface StorePasswordFormProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** The password, the error and the tap's state (in flight: the button is disabled; no answer: 'Try again'). */
  tap: StorePasswordTap;
  onSubmit: () => void;
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
  tap,
  onSubmit,
  autoFocus = false,
}: StorePasswordFormProps) {
  const t = useMessages();
  const { password, setPassword, error, inFlight, connectionLost } = tap;
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
              setPassword(event.target.value);
            }}
          />
        )}
      </MobileField>
      <FormOutcome error={error ?? (connectionLost ? t.connectionLost : null)} />
      <SubmitButton busy={inFlight} busyLabel={busyLabel}>
        {connectionLost ? t.retry : submitLabel}
      </SubmitButton>
    </form>
  );
}
