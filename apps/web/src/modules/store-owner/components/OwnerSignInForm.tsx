import { useState } from 'react';

import { useMessages } from '../../i18n';
import {
  EmailField,
  FormOutcome,
  PasswordField,
  SubmitButton,
  mobileFormStyles as styles,
} from '../../mobile-shell';
import { useOwnerSignInForm } from '../hooks/useOwnerSignInForm';
import { OwnerPasswordLinkForm } from './OwnerPasswordLinkForm';
import type { FoundStore } from '../hooks/useStoreCodeForm';

/**
 * The owner's sign-in for the store the code found: the store's e-mail and the owner password (never the
 * stamp password), or the link that sets the owner password.
 */
export function OwnerSignInForm({ store }: { store: FoundStore }) {
  const t = useMessages();
  const [askingForLink, setAskingForLink] = useState(false);
  const { form, error, onSubmit, submitting } = useOwnerSignInForm(store);
  if (askingForLink) {
    return (
      <OwnerPasswordLinkForm
        store={store}
        onBack={() => {
          setAskingForLink(false);
        }}
      />
    );
  }
  return (
    <form className={styles.plainForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.result}>{store.name}</p>
      <EmailField label={t.ownerEmail} field={form.register('email')} />
      <PasswordField label={t.ownerPassword} field={form.register('password')} />
      <FormOutcome error={error} />
      <SubmitButton busy={submitting}>{t.ownerSignIn}</SubmitButton>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setAskingForLink(true);
          }}
        >
          {t.ownerForgotLink}
        </button>
      </div>
    </form>
  );
}
