import type { InputHTMLAttributes } from 'react';

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
import { useMemberInfoForm, type MemberInfoValues, type Place } from '../hooks/useMemberInfoForm';

type TextKey = Exclude<keyof MemberInfoValues, 'region' | 'province'>;

/** Spec §2 /account/member-info: the member's own information, the e-mail (the login id) shown, not edited. */
export function MemberInfoForm({ member, place }: { member: MemberView; place: Place | null }) {
  const t = useMessages();
  const { values, change, error, done, onSubmit, submitting, confirmSheet } = useMemberInfoForm(
    member,
    place,
  );

  const text = (
    key: TextKey,
    label: string,
    attributes: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <MobileField label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...attributes}
          value={values[key]}
          onChange={(event) => {
            const value = event.target.value;
            change({ [key]: key === 'phone' || key === 'gcashId' ? digitsOnly(value) : value });
          }}
        />
      )}
    </MobileField>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
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
      <MobileAreaFields region={values.region} province={values.province} onChange={change} />
      {text('address', t.address, { autoComplete: 'street-address' })}
      <FormOutcome error={error} status={done} />
      <SubmitButton busy={submitting}>{t.accountChangeInfoButton}</SubmitButton>
      <ConfirmSheet {...confirmSheet} />
    </form>
  );
}
