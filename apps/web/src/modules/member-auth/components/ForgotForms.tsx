import { useMessages } from '../../i18n';
import { useFindIdForm, useFindPasswordForm } from '../hooks/useFindAccountForms';
import { FindAccountForm } from './FindAccountForm';
import styles from './ForgotForms.module.css';

/** Spec §2 /mobile/forgot: the ID find form and the password find form. */
export function ForgotForms() {
  const t = useMessages();
  const findId = useFindIdForm();
  const findPassword = useFindPasswordForm();
  return (
    <div className={styles.stack}>
      <FindAccountForm
        title={t.findIdTitle}
        lead={t.findIdLead}
        fields={[
          { key: 'first', label: t.firstName, autoComplete: 'given-name' },
          { key: 'last', label: t.lastName, autoComplete: 'family-name' },
          { key: 'password', label: t.memberPassword, type: 'password', autoComplete: 'current-password' },
        ]}
        register={findId.form.register}
        onSubmit={findId.onSubmit}
        outcome={findId.outcome}
        submitLabel={t.findIdButton}
        submitting={findId.submitting}
      />
      <FindAccountForm
        title={t.findPasswordTitle}
        lead={t.findPasswordLead}
        fields={[
          { key: 'first', label: t.firstName, autoComplete: 'given-name' },
          { key: 'last', label: t.lastName, autoComplete: 'family-name' },
          { key: 'email', label: t.memberEmail, type: 'email', autoComplete: 'email' },
        ]}
        register={findPassword.form.register}
        onSubmit={findPassword.onSubmit}
        outcome={findPassword.outcome}
        submitLabel={t.findPasswordButton}
        submitting={findPassword.submitting}
      />
    </div>
  );
}
