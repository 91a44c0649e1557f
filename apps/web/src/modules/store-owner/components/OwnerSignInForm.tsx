import { useMessages } from '../../i18n/useMessages';
import { FormOutcome } from '../../mobile-shell/components/FormOutcome';
import { MobileField } from '../../mobile-shell/components/MobileField';
import { SubmitButton } from '../../mobile-shell/components/SubmitButton';
import styles from '../../mobile-shell/components/MobileForm.module.css';
import { useOwnerSignInForm } from '../hooks/useOwnerSignInForm';
import type { FoundStore } from '../hooks/useStoreCodeForm';

/** The owner's sign-in for the store the code found: the store's e-mail and the store password. */
export function OwnerSignInForm({ store }: { store: FoundStore }) {
  const t = useMessages();
  const { email, setEmail, password, setPassword, error, onSubmit, submitting } = useOwnerSignInForm(store);
  return (
    <form className={styles.plainForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.result}>{store.name}</p>
      <MobileField label={t.ownerEmail}>
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
          />
        )}
      </MobileField>
      <MobileField label={t.ownerPassword}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        )}
      </MobileField>
      <FormOutcome error={error} />
      <SubmitButton busy={submitting}>{t.ownerSignIn}</SubmitButton>
    </form>
  );
}
