import { Link } from 'react-router-dom';

import { useMessages } from '../../i18n';
import { FormOutcome, MobileField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import { useNoticeWriteForm } from '../hooks/useNoticeWriteForm';
import ownStyles from './NoticeWriteForm.module.css';

/** Spec §2 /notice/write: Subject, Text, Register, cancel. */
export function NoticeWriteForm({ storeId }: { storeId: number }) {
  const t = useMessages();
  const { form, error, onSubmit, submitting, list } = useNoticeWriteForm(storeId);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <MobileField label={t.ownerNoticeSubject}>
        {(control) => <input {...control} {...form.register('title')} />}
      </MobileField>
      <MobileField label={t.ownerNoticeText}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${styles.textarea}`}
            rows={6}
            {...form.register('message')}
          />
        )}
      </MobileField>
      <FormOutcome error={error} />
      <div className={ownStyles.actions}>
        <Link to={list} className={styles.secondary}>
          {t.ownerNoticeCancel}
        </Link>
        <SubmitButton busy={submitting}>{t.ownerNoticeRegister}</SubmitButton>
      </div>
    </form>
  );
}
