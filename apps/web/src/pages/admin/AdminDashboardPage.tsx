import { errorMessage } from '../../modules/api';
import {
  useDashboardActivity,
  useOpenGuessingAlerts,
  ActivityPanel,
  GuessingAlertsTable,
} from '../../modules/dashboard';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { ErrorState } from '../../modules/ui/ErrorState';
import { PageHeader } from '../../modules/ui/PageHeader';
import { Panel } from '../../modules/ui/Panel';
import { Spinner } from '../../modules/ui/Spinner';

/** The dashboard: the last 30 days' activity as plots, and the open guessing alerts. */
export function AdminDashboardPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleDashboard, 'admin');
  const activity = useDashboardActivity();
  const alerts = useOpenGuessingAlerts();
  return (
    <>
      <PageHeader
        title={t.dashboardTitle}
        meta={
          activity.data
            ? `${t.dashboardPeriod}: ${activity.data.from} ~ ${activity.data.to}`
            : t.dashboardPeriod
        }
      />
      {activity.isLoading && <Spinner />}
      {activity.isError && (
        <ErrorState message={errorMessage(activity.error, t)} onRetry={() => void activity.refetch()} />
      )}
      {activity.data && <ActivityPanel days={activity.data.days} />}
      <Panel title={t.dashboardAlerts}>
        {alerts.isError ? (
          <ErrorState message={errorMessage(alerts.error, t)} onRetry={() => void alerts.refetch()} />
        ) : (
          <GuessingAlertsTable alerts={alerts.data ?? []} loading={alerts.isLoading} />
        )}
      </Panel>
    </>
  );
}
