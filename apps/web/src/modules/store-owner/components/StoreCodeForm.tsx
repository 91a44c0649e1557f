import { STORE_CODE_LENGTH } from '@stamp/shared';

import { useMessages } from '../../i18n';
import { FormOutcome, MobileField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import { useStoreCodeForm, type FoundStore } from '../hooks/useStoreCodeForm';

/** Spec §2: the 6-character store code, typed as a password. */
export function StoreCodeForm({ onFound }: { onFound: (store: FoundStore) => void }) {
  const t = useMessages();
  const { form, error, onSubmit, checking } = useStoreCodeForm(onFound);
  return (
    <form className={styles.plainForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <MobileField label={t.ownerStoreCode} hint={t.ownerStoreCodeHint}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={STORE_CODE_LENGTH}
            {...form.register('code')}
          />
        )}
      </MobileField>
      <FormOutcome error={error} />
      <SubmitButton busy={checking}>{t.ownerNext}</SubmitButton>
    </form>
  );
}
