import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { usePasswordConfirmForm } from '../hooks/usePasswordConfirmForm';
import styles from './TwoStep.module.css';

interface PasswordConfirmFormProps {
  /** Does the change once the password is typed; a refusal it throws shows under the field. */
  onConfirmed: (password: string) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
}

/** 'Confirm your password to continue': re-authentication before a change of two-step sign-in. */
export function PasswordConfirmForm({ onConfirmed, onCancel, busy, submitLabel }: PasswordConfirmFormProps) {
  const t = useMessages();
  const { form, onSubmit } = usePasswordConfirmForm(onConfirmed);
  return (
    <form className={styles.narrowForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.lead}>{t.twoStepConfirmPassword}</p>
      <FormField label={t.adminLoginPassword} error={form.formState.errors.password?.message}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="password"
            autoComplete="current-password"
            autoFocus
            {...form.register('password')}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{t.cancel}</Button>
      </div>
    </form>
  );
}
