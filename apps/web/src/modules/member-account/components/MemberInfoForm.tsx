import type { InputHTMLAttributes } from 'react';
import { useWatch } from 'react-hook-form';

import { useMessages } from '../../i18n';
import { digitsOnly } from '../../member-auth';
import {
  ConfirmSheet,
  FormOutcome,
  MobileField,
  SubmitButton,
  mobileFormStyles as styles,
} from '../../mobile-shell';
import { MobileAreaFields } from '../../regions';
import type { MemberView } from '../../session';
import { useMemberInfoForm } from '../hooks/useMemberInfoForm';
import type { MemberInfoValues, Place } from '../validation-schemas/memberInfoSchema';

type TextKey = Exclude<keyof MemberInfoValues, 'region' | 'province'>;

/** Spec §2 /account/member-info: the member's own information, the e-mail (the login id) shown, not edited. */
export function MemberInfoForm({ member, place }: { member: MemberView; place: Place | null }) {
  const t = useMessages();
  const { form, passwordTyped, error, done, changed, onSubmit, submitting, confirmSheet } = useMemberInfoForm(
    member,
    place,
  );
  const [region, province] = useWatch({ control: form.control, name: ['region', 'province'] });

  const text = (
    key: TextKey,
    label: string,
    attributes: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => {
    const field = form.register(key, key === 'password' ? { onChange: passwordTyped } : {});
    return (
      <MobileField label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            {...attributes}
            {...field}
            onChange={(event) => {
              if (key === 'phone' || key === 'gcashId') event.target.value = digitsOnly(event.target.value);
              void field.onChange(event);
            }}
          />
        )}
      </MobileField>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} onChange={changed} noValidate>
      <MobileField label={t.memberEmail}>
        {(control) => <input {...control} value={member.member_id} readOnly disabled />}
      </MobileField>
      <div className={styles.row}>
        {text('firstName', t.firstName, { autoComplete: 'given-name' })}
        {text('lastName', t.lastName, { autoComplete: 'family-name' })}
      </div>
      {text(
        'password',
        t.newPassword,
        { type: 'password', autoComplete: 'new-password' },
        t.accountPasswordKeepHint,
      )}
      {text('passwordConfirm', t.passwordConfirm, { type: 'password', autoComplete: 'new-password' })}
      {text('phone', t.phoneNumber, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' }, t.phoneHint)}
      {text('gcashId', t.gcashId, { inputMode: 'numeric' })}
      <MobileAreaFields
        region={region}
        province={province}
        onChange={(area) => {
          form.setValue('region', area.region);
          form.setValue('province', area.province);
        }}
      />
      {text('address', t.address, { autoComplete: 'street-address' })}
      <FormOutcome error={error} status={done} />
      <SubmitButton busy={submitting}>{t.accountChangeInfoButton}</SubmitButton>
      <ConfirmSheet {...confirmSheet} />
    </form>
  );
}
