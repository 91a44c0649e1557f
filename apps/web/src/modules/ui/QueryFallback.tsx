import { errorMessage } from '../api';
import { useMessages } from '../i18n';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';

interface UnsettledQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * What a screen shows until its query has data: a spinner while it loads, the failure and a retry when it
 * failed (`if (!query.isSuccess) return <QueryFallback query={query} />`).
 */
export function QueryFallback({ query }: { query: UnsettledQuery }) {
  const t = useMessages();
  if (query.isPending) return <Spinner label />;
  return (
    <ErrorState
      message={errorMessage(query.error, t)}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
