import { errorMessage } from '../../modules/api';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { useAutoPushes, AutoPushTable } from '../../modules/push';
import { ErrorState } from '../../modules/ui/ErrorState';
import { PageHeader } from '../../modules/ui/PageHeader';

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
