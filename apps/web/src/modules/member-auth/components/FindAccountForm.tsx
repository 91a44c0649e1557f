import type { SyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';

import { FormOutcome, MobileField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import type { FindOutcome } from '../hooks/useFindAccountForms';

export interface FindField<Values extends FieldValues> {
  key: FieldPath<Values>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

interface FindAccountFormProps<Values extends FieldValues> {
  title: string;
  lead: string;
  fields: readonly FindField<Values>[];
  register: UseFormRegister<Values>;
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  outcome: FindOutcome | null;
  submitLabel: string;
  submitting: boolean;
}

/** One of the forgot page's two forms (find ID, find password), with its answer under the button. */
export function FindAccountForm<Values extends FieldValues>({
  title,
  lead,
  fields,
  register,
  onSubmit,
  outcome,
  submitLabel,
  submitting,
}: FindAccountFormProps<Values>) {
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.sectionLead}>{lead}</p>
      {fields.map(({ key, label, type = 'text', autoComplete }) => (
        <MobileField key={key} label={label}>
          {(control) => (
            <input
              {...control}
              type={type}
              autoComplete={autoComplete}
              autoCapitalize={type === 'text' ? 'words' : 'none'}
              {...register(key)}
            />
          )}
        </MobileField>
      ))}
      <FormOutcome
        error={outcome?.kind === 'found' ? null : outcome?.text}
        status={outcome?.kind === 'found' ? outcome.text : null}
        statusTone="result"
      />
      <SubmitButton busy={submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
