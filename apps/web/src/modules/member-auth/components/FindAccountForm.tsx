import type { SyntheticEvent } from 'react';

import { FormOutcome } from '../../mobile-shell/components/FormOutcome';
import { MobileField } from '../../mobile-shell/components/MobileField';
import { SubmitButton } from '../../mobile-shell/components/SubmitButton';
import styles from '../../mobile-shell/components/MobileForm.module.css';
import type { FindOutcome } from '../hooks/useFindAccountForms';

export interface FindField<Key extends string> {
  key: Key;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

interface FindAccountFormProps<Key extends string> {
  title: string;
  lead: string;
  fields: readonly FindField<Key>[];
  values: Record<Key, string>;
  onChange: (values: Record<Key, string>) => void;
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  outcome: FindOutcome | null;
  submitLabel: string;
  submitting: boolean;
}

/** One of the forgot page's two forms (find ID, find password), with its answer under the button. */
export function FindAccountForm<Key extends string>({
  title,
  lead,
  fields,
  values,
  onChange,
  onSubmit,
  outcome,
  submitLabel,
  submitting,
}: FindAccountFormProps<Key>) {
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
              value={values[key]}
              onChange={(event) => {
                onChange({ ...values, [key]: event.target.value });
              }}
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
