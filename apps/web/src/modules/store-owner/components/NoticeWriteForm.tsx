import { Link } from 'react-router-dom';

import { useMessages } from '../../i18n';
import { FormOutcome, MobileField, SubmitButton, mobileFormStyles as styles } from '../../mobile-shell';
import { useNoticeWriteForm } from '../hooks/useNoticeWriteForm';
import ownStyles from './NoticeWriteForm.module.css';

/** Spec §2 /notice/write: Subject, Text, Register, cancel. */
export function NoticeWriteForm({ storeId }: { storeId: number }) {
  const t = useMessages();
  const form = useNoticeWriteForm(storeId);
  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <MobileField label={t.ownerNoticeSubject}>
        {(control) => (
          <input
            {...control}
            value={form.title}
            onChange={(event) => {
              form.setTitle(event.target.value);
            }}
          />
        )}
      </MobileField>
      <MobileField label={t.ownerNoticeText}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${styles.textarea}`}
            rows={6}
            value={form.message}
            onChange={(event) => {
              form.setMessage(event.target.value);
            }}
          />
        )}
      </MobileField>
      <FormOutcome error={form.error} />
      <div className={ownStyles.actions}>
        <Link to={form.list} className={styles.secondary}>
          {t.ownerNoticeCancel}
        </Link>
        <SubmitButton busy={form.submitting}>{t.ownerNoticeRegister}</SubmitButton>
      </div>
    </form>
  );
}
