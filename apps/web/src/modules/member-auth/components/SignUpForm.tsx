import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';

import { useMessages } from '../../i18n';
import { FormOutcome, MobileField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import { MobileAreaFields } from '../../regions';
import { digitsOnly, useSignUpForm } from '../hooks/useSignUpForm';
import type { SignUpValues } from '../validation-schemas/signUpSchema';
import { PrivacyPolicy } from './PrivacyPolicy';

type TextKey = Exclude<keyof SignUpValues, 'agreed' | 'region' | 'province'>;

/**
 * Spec §2 sign-up: the membership form; ticking the consent box the first time shows the privacy policy in
 * place, with a back action to the form.
 */
export function SignUpForm() {
  const t = useMessages();
  const { form, passwordTyped, error, onSubmit, submitting } = useSignUpForm();
  const [region, province] = useWatch({ control: form.control, name: ['region', 'province'] });
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

  const text = (key: TextKey, label: string, props: Record<string, string> = {}, hint?: string) => {
    const field = form.register(key, key === 'password' ? { onChange: passwordTyped } : {});
    return (
      <MobileField label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            {...props}
            {...field}
            onChange={(event) => {
              if (key === 'phone') event.target.value = digitsOnly(event.target.value);
              void field.onChange(event);
            }}
          />
        )}
      </MobileField>
    );
  };
  const agreed = form.register('agreed', {
    onChange: (event: { target: HTMLInputElement }) => {
      if (event.target.checked && !policySeen) {
        setPolicySeen(true);
        setShowPolicy(true);
      }
    },
  });

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
        region={region}
        province={province}
        onChange={(area) => {
          form.setValue('region', area.region);
          form.setValue('province', area.province);
        }}
        labelSuffix={`(${t.optional})`}
      />
      {text('address', `${t.address} (${t.optional})`, { autoComplete: 'street-address' })}
      <label className={styles.check}>
        <input
          {...agreed}
          ref={(box) => {
            agreed.ref(box);
            consentBox.current = box;
          }}
          type="checkbox"
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
