import { errorMessage } from '../../modules/api/errors';
import { useMessages } from '../../modules/i18n/useMessages';
import { useAutoPushes } from '../../modules/push/api/usePush';
import { AutoPushTable } from '../../modules/push/components/AutoPushTable';
import { ErrorState } from '../../modules/ui/ErrorState';
import { PageHeader } from '../../modules/ui/PageHeader';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

/** auto-push: what the server sends by itself (new store, new event, event ended), to all members. */
export function AdminAutoPushPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleAutoPush, 'admin');
  const pushes = useAutoPushes();
  return (
    <>
      <PageHeader title={t.autoPushTitle} />
      {pushes.isError ? (
        <ErrorState message={errorMessage(pushes.error, t)} onRetry={() => void pushes.refetch()} />
      ) : (
        <AutoPushTable pushes={pushes.data ?? []} loading={pushes.isLoading} />
      )}
    </>
  );
}
