import { useWatch } from 'react-hook-form';
import { PUSH_MESSAGE_MAX_LENGTH, PUSH_SUBJECT_MAX_LENGTH, formatMessage } from '@stamp/shared';

import { useMessages } from '../../i18n';
import {
  ConfirmSheet,
  FormOutcome,
  MobileField,
  SubmitButton,
  mobileFormStyles as styles,
} from '../../mobile-shell';
import { useAreaSelects } from '../../regions';
import { useOwnerPushForm } from '../hooks/useOwnerPushForm';

/**
 * Spec §2 /push-message: the store's own region (shown, not chosen: an owner pushes only there) and one of its
 * provinces/cities, subject and message (the 100-character hint), confirm, send.
 */
export function OwnerPushForm({ region }: { region: string }) {
  const t = useMessages();
  const { form, changed, error, done, onSubmit, sending, confirmSheet } = useOwnerPushForm(region);
  const [province, message] = useWatch({ control: form.control, name: ['province', 'message'] });
  const { provinceSelect } = useAreaSelects({ region, province }, (area) => {
    changed();
    form.setValue('province', area.province);
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.sectionLead}>{t.ownerPushLead}</p>
      <MobileField label={t.region} hint={formatMessage(t.ownPushRegionOnly, { region })}>
        {(control) => <input {...control} value={region} readOnly disabled />}
      </MobileField>
      <MobileField label={t.province}>{provinceSelect}</MobileField>
      <MobileField label={t.ownerPushSubject}>
        {(control) => (
          <input
            {...control}
            maxLength={PUSH_SUBJECT_MAX_LENGTH}
            {...form.register('subject', { onChange: changed })}
          />
        )}
      </MobileField>
      <MobileField
        label={t.ownerPushMessageLabel}
        hint={`${String(Array.from(message).length)}/${String(PUSH_MESSAGE_MAX_LENGTH)}`}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${styles.textarea}`}
            rows={4}
            placeholder={t.sendPushHint}
            {...form.register('message', { onChange: changed })}
          />
        )}
      </MobileField>
      <FormOutcome error={error} status={done} />
      <SubmitButton busy={sending}>{t.ownerPushSend}</SubmitButton>
      <ConfirmSheet {...confirmSheet} />
    </form>
  );
}
