import { useMessages, useDates } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryFallback } from '../../ui/QueryFallback';
import { useStoreNotices } from '../api/useStoreNotices';
import styles from './StoreNoticesTab.module.css';

/** The notice tab (spec §2): the store's notices, newest first, with date, subject and description. */
export function StoreNoticesTab({ storeId }: { storeId: number }) {
  const t = useMessages();
  const { datePart } = useDates();
  const notices = useStoreNotices(storeId);
  if (!notices.isSuccess) return <QueryFallback query={notices} />;
  if (notices.data.length === 0) return <EmptyState title={t.noticesEmpty} />;
  return (
    <ul className={styles.list}>
      {notices.data.map((notice) => (
        <li key={notice.id} className={styles.notice}>
          <time className={styles.date} dateTime={notice.createdAt}>
            {datePart(notice.createdAt)}
          </time>
          <h2 className={styles.title}>{notice.title}</h2>
          <p className={styles.message}>{notice.message}</p>
        </li>
      ))}
    </ul>
  );
}
