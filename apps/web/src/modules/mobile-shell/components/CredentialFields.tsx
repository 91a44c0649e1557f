import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { MobileField } from './MobileField';

interface CredentialFieldProps {
  label: string;
  /** The form's registration of the field (react-hook-form's `register`). */
  field: UseFormRegisterReturn;
  hint?: ReactNode;
}

/**
 * An e-mail field of the member app: the phone's e-mail keyboard and no capital first letter. On a sign-in
 * form it is the account's name for the password manager (`autoComplete="username"`), elsewhere an e-mail.
 */
export function EmailField({
  autoComplete = 'username',
  ...props
}: CredentialFieldProps & { autoComplete?: 'username' | 'email' }) {
  return (
    <MobileField label={props.label} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          autoCapitalize="none"
          {...props.field}
        />
      )}
    </MobileField>
  );
}

/** A password field of the member app: the password in use (`current-password`) or a new one. */
export function PasswordField({
  autoComplete = 'current-password',
  ...props
}: CredentialFieldProps & { autoComplete?: 'current-password' | 'new-password' }) {
  return (
    <MobileField label={props.label} hint={props.hint}>
      {(control) => <input {...control} type="password" autoComplete={autoComplete} {...props.field} />}
    </MobileField>
  );
}
