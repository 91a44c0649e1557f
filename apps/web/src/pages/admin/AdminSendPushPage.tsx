import { errorMessage } from '../../modules/api';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { useSentPushes, SendPushForm, SentPushTable } from '../../modules/push';
import { ErrorState } from '../../modules/ui/ErrorState';
import { PageHeader } from '../../modules/ui/PageHeader';
import { Panel } from '../../modules/ui/Panel';

/** send-push: compose and send a push, then see it in the send history. */
export function AdminSendPushPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleSendPush, 'admin');
  const sent = useSentPushes();
  return (
    <>
      <PageHeader title={t.sendPushTitle} />
      <Panel>
        <SendPushForm />
      </Panel>
      <h2 className="visually-hidden">{t.sendPushHistory}</h2>
      {sent.isError ? (
        <ErrorState message={errorMessage(sent.error, t)} onRetry={() => void sent.refetch()} />
      ) : (
        <SentPushTable pushes={sent.data ?? []} loading={sent.isLoading} />
      )}
    </>
  );
}
