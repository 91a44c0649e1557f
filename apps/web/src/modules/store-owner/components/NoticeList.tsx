import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { errorMessage } from '../../api';
import { useMessages, useDates } from '../../i18n';
import { ConfirmSheet, FormOutcome, CloseIcon, QueryGate, useMobileConfirm } from '../../mobile-shell';
import { EmptyState } from '../../ui/EmptyState';
import { useDeleteNotice, useNotices, type Notice } from '../api/storeOwnerApi';
import type { NoticeListState } from '../hooks/useNoticeWriteForm';
import styles from './NoticeList.module.css';

/**
 * Spec §2 /notice: the store's notices with date, subject and description, each with a delete (x) that asks
 * 'Are you sure to delete this notice?'.
 */
export function NoticeList({ storeId }: { storeId: number }) {
  const t = useMessages();
  const { datePart } = useDates();
  const { state } = useLocation() as { state: NoticeListState | null };
  const notices = useNotices(storeId);
  const remove = useDeleteNotice();
  const confirm = useMobileConfirm();
  const [status, setStatus] = useState<string | null>(state?.notice ?? null);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async (notice: Notice) => {
    setStatus(null);
    setError(null);
    if (!(await confirm.ask(t.ownerNoticeDeleteConfirm, t.mobileDelete, { danger: true }))) return;
    try {
      await remove.mutateAsync({ params: { path: { noticeId: notice.id } } });
      setStatus(t.successfullyDeleted);
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return (
    <>
      <FormOutcome error={error} status={status} />
      <QueryGate query={notices}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t.ownerNoticeEmpty} />
          ) : (
            <ul className={styles.list}>
              {items.map((notice) => (
                <li key={notice.id} className={styles.item}>
                  <div className={styles.text}>
                    <time className={styles.date} dateTime={notice.createdAt}>
                      {datePart(notice.createdAt)}
                    </time>
                    <h2 className={styles.subject}>{notice.title}</h2>
                    <p className={styles.description}>{notice.message}</p>
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`${t.mobileDelete}: ${notice.title}`}
                    onClick={() => void onDelete(notice)}
                  >
                    <CloseIcon />
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
      <ConfirmSheet {...confirm.sheet} />
    </>
  );
}
