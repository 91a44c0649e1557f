import { useState } from 'react';

import { errorMessage } from '../../api';
import { useMessages, useDates } from '../../i18n';
import { useStoreList } from '../../stores';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useMemberLedger } from '../api/useMembers';
import { describeLedgerEntry } from '../utils/ledgerEntry';
import styles from './MemberReceipts.module.css';

/** The member's stamp and redemption receipts, newest first, ten at a time (older pages on demand). */
export function MemberReceipts({ bbsNo }: { bbsNo: number }) {
  const t = useMessages();
  const { dateTime } = useDates();
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const ledger = useMemberLedger(bbsNo, before);
  const entries = ledger.data ?? [];
  const stores = useStoreList({ kind: 'all' });
  const storeName = new Map(stores.stores.map((store) => [store.id, store.name]));
  return (
    <section aria-label={t.memberReceipts}>
      <h3 className={styles.title}>{t.memberReceipts}</h3>
      {ledger.isLoading && <Spinner />}
      {ledger.isError && (
        <ErrorState message={errorMessage(ledger.error, t)} onRetry={() => void ledger.refetch()} />
      )}
      {!ledger.isLoading && !ledger.isError && entries.length === 0 && cursors.length === 1 && (
        <EmptyState title={t.memberReceiptsEmpty} />
      )}
      {entries.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.ledgerWhen}</th>
              <th scope="col">{t.ledgerWhat}</th>
              <th scope="col">{t.ledgerStore}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTime(entry.occurredAt)}</td>
                <td>{describeLedgerEntry(entry, t)}</td>
                <td>{storeName.get(entry.store_id) ?? `#${String(entry.store_id)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.more}>
        {cursors.length > 1 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setCursors(cursors.slice(0, -1));
            }}
          >
            {t.pagePrevious}
          </Button>
        )}
        {entries.length === 10 && (
          <Button
            size="sm"
            onClick={() => {
              setCursors([...cursors, entries[entries.length - 1]?.id]);
            }}
          >
            {t.memberMore}
          </Button>
        )}
      </div>
    </section>
  );
}
