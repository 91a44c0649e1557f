import type { ReactNode, SyntheticEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { useMessages } from '../../i18n';
import { FormOutcome, PasswordField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';

/** What a new-password form's hook gives it: the two fields, the outcome and the submit. */
export interface NewPasswordFormState {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  error: string | null;
  status?: string | null;
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  submitting: boolean;
}

/** A new password typed twice, for a mailed link (a member's reset, an owner's password); `children` below. */
export function NewPasswordForm({
  form,
  submitLabel,
  hint,
  children,
}: {
  form: NewPasswordFormState;
  submitLabel: string;
  hint?: string;
  children?: ReactNode;
}) {
  const t = useMessages();
  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <PasswordField label={t.newPassword} hint={hint} field={form.password} autoComplete="new-password" />
      <PasswordField label={t.passwordConfirm} field={form.confirm} autoComplete="new-password" />
      <FormOutcome error={form.error} status={form.status} />
      <SubmitButton busy={form.submitting}>{submitLabel}</SubmitButton>
      {children}
    </form>
  );
}
