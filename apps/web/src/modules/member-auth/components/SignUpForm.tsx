import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { FormOutcome } from '../../mobile-shell/components/FormOutcome';
import { MobileField } from '../../mobile-shell/components/MobileField';
import { SubmitButton } from '../../mobile-shell/components/SubmitButton';
import styles from '../../mobile-shell/components/MobileForm.module.css';
import { MobileAreaFields } from '../../regions/components/MobileAreaFields';
import { digitsOnly, useSignUpForm, type SignUpValues } from '../hooks/useSignUpForm';
import { PrivacyPolicy } from './PrivacyPolicy';

type TextKey = Exclude<keyof SignUpValues, 'agreed' | 'region' | 'province'>;

/**
 * Spec §2 sign-up: the membership form; ticking the consent box the first time shows the privacy policy in
 * place, with a back action to the form.
 */
export function SignUpForm() {
  const t = useMessages();
  const { values, change, error, onSubmit, submitting } = useSignUpForm();
  const [policySeen, setPolicySeen] = useState(false);
  const [showPolicy, setShowPolicy] = useState(false);
  const policyHeading = useRef<HTMLHeadingElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);

  // The policy opens at its top; Back returns to the consent box (focus moves, and the page scrolls, with it).
  useEffect(() => {
    if (showPolicy) policyHeading.current?.focus();
    else if (policySeen) consentBox.current?.focus();
  }, [showPolicy, policySeen]);

  if (showPolicy) {
    return (
      <div className={styles.field}>
        <h2 className={styles.sectionTitle} ref={policyHeading} tabIndex={-1}>
          {t.privacyPolicyTitle}
        </h2>
        <PrivacyPolicy headingLevel={3} />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setShowPolicy(false);
          }}
        >
          {t.back}
        </button>
      </div>
    );
  }

  const text = (key: TextKey, label: string, props: Record<string, string> = {}, hint?: string) => (
    <MobileField label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...props}
          value={values[key]}
          onChange={(event) => {
            const value = key === 'phone' ? digitsOnly(event.target.value) : event.target.value;
            change({ [key]: value });
          }}
        />
      )}
    </MobileField>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.row}>
        {text('firstName', t.firstName, { autoComplete: 'given-name' })}
        {text('lastName', t.lastName, { autoComplete: 'family-name' })}
      </div>
      {text('email', t.memberEmail, {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        autoCapitalize: 'none',
      })}
      {text('password', t.memberPassword, { type: 'password', autoComplete: 'new-password' }, t.passwordHint)}
      {text('passwordConfirm', t.passwordConfirm, { type: 'password', autoComplete: 'new-password' })}
      {text(
        'phone',
        `${t.phoneNumber} (${t.optional})`,
        { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
        t.phoneHint,
      )}
      {text('gcashId', `${t.gcashId} (${t.optional})`)}
      <MobileAreaFields
        region={values.region}
        province={values.province}
        onChange={change}
        labelSuffix={`(${t.optional})`}
      />
      {text('address', `${t.address} (${t.optional})`, { autoComplete: 'street-address' })}
      <label className={styles.check}>
        <input
          ref={consentBox}
          type="checkbox"
          checked={values.agreed}
          onChange={(event) => {
            change({ agreed: event.target.checked });
            if (event.target.checked && !policySeen) {
              setPolicySeen(true);
              setShowPolicy(true);
            }
          }}
        />
        {t.privacyConsent}
      </label>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setPolicySeen(true);
          setShowPolicy(true);
        }}
      >
        {t.privacyRead}
      </button>
      <FormOutcome error={error} />
      <SubmitButton busy={submitting}>{t.signUpButton}</SubmitButton>
    </form>
  );
}
