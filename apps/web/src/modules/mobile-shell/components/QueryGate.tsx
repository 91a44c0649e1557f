import type { ReactNode } from 'react';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import styles from './MobileScreen.module.css';

interface GatedQuery<Data> {
  data?: Data;
  error: unknown;
  refetch: () => unknown;
}

/** A screen's load: the spinner while it loads, the error with a retry when it fails, else the content. */
export function QueryGate<Data>({
  query,
  children,
}: {
  query: GatedQuery<Data>;
  children: (data: Data) => ReactNode;
}) {
  const t = useMessages();
  if (query.error) {
    return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) {
    return (
      <div className={styles.center}>
        <Spinner label />
      </div>
    );
  }
  return children(query.data);
}
