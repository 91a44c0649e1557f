import { useMessages } from '../../i18n';
import { EmailField, FormOutcome, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import { useOwnerPasswordLinkForm } from '../hooks/useOwnerPasswordLinkForm';
import type { FoundStore } from '../hooks/useStoreCodeForm';

/** The owner asks for the link that sets the owner password, mailed to the store's e-mail. */
export function OwnerPasswordLinkForm({ store, onBack }: { store: FoundStore; onBack: () => void }) {
  const t = useMessages();
  const { form, error, sent, onSubmit, submitting } = useOwnerPasswordLinkForm(store);
  return (
    <form className={styles.plainForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.result}>{store.name}</p>
      <p>{t.ownerLinkLead}</p>
      <EmailField label={t.ownerEmail} field={form.register('email')} autoComplete="email" />
      <FormOutcome error={error} status={sent ? t.ownerLinkSent : null} />
      <SubmitButton busy={submitting}>{t.ownerLinkSend}</SubmitButton>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t.ownerBackToSignIn}
        </button>
      </div>
    </form>
  );
}
