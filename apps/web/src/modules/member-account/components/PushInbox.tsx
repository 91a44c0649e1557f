import { useState } from 'react';

import { useMessages, useDates } from '../../i18n';
import { QueryGate } from '../../mobile-shell';
import { EmptyState } from '../../ui/EmptyState';
import { useInbox, useMarkPushRead, useMe, type InboxItem } from '../api/memberAccountApi';
import styles from './PushInbox.module.css';

/**
 * Spec §2 /account/push-message: the member's push messages, newest first, unread ones marked; opening one
 * marks it read (GET /api/v1/push/id/{id}/read). 'No Message' when there is none.
 */
export function PushInbox() {
  const t = useMessages();
  const { pushDate } = useDates();
  const me = useMe();
  const inbox = useInbox(me.data?.bbs_no);
  const markRead = useMarkPushRead();
  const [open, setOpen] = useState<number | null>(null);

  const toggle = (item: InboxItem) => {
    setOpen((current) => (current === item.id ? null : item.id));
    if (!item.is_read) markRead.mutate({ params: { path: { id: item.id } } });
  };

  return (
    <QueryGate
      query={{
        data: inbox.data,
        error: me.error ?? inbox.error,
        refetch: () => (me.error ? me.refetch() : inbox.refetch()),
      }}
    >
      {(items) => (items.length === 0 ? <EmptyState title={t.noMessage} /> : list(items))}
    </QueryGate>
  );

  function list(items: InboxItem[]) {
    return (
      <ul className={styles.list}>
        {items.map((item) => {
          const expanded = open === item.id;
          const bodyId = `push-${String(item.id)}`;
          return (
            <li key={item.id} className={`${styles.item} ${item.is_read ? '' : styles.unread}`}>
              <button
                type="button"
                className={styles.head}
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => {
                  toggle(item);
                }}
              >
                {!item.is_read && <span className={styles.dot}>{t.accountPushUnread}</span>}
                <span className={styles.title}>{item.PushMessage.title}</span>
                <time className={styles.date} dateTime={item.PushMessage.createdAt}>
                  {pushDate(item.PushMessage.createdAt)}
                </time>
              </button>
              <p id={bodyId} className={expanded ? styles.body : styles.preview}>
                {item.PushMessage.message}
              </p>
            </li>
          );
        })}
      </ul>
    );
  }
}
