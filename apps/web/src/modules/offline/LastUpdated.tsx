import { formatMessage } from '@stamp/shared';

import { useOnline } from '../api';
import { stampingStyles as styles } from '../mobile-shell';
import { useMessages, useDates } from '../i18n';
import type { LastSeen } from './lastSeen';

/** 'Last updated …' above a saved list, and, when the list shown is the saved copy, that the phone is offline. */
export function LastUpdated({ lastSeen }: { lastSeen: LastSeen<unknown> }) {
  const t = useMessages();
  const { dateTime } = useDates();
  const online = useOnline();
  if (lastSeen.updatedAt === null) return null;
  return (
    <>
      {lastSeen.fromSaved && !online && (
        <p className={styles.offline} role="status">
          {t.offlineSaved}
        </p>
      )}
      <p className={styles.updated}>
        {formatMessage(t.lastUpdated, { time: dateTime(new Date(lastSeen.updatedAt).toISOString()) })}
      </p>
    </>
  );
}
