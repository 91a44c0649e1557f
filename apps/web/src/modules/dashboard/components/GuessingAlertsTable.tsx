import { useMemo } from 'react';
import type { Schema } from '@stamp/api-client';

import { useMessages } from '../../i18n/useMessages';
import { useDates } from '../../i18n/useDates';
import { DataTable, type TableColumn } from '../../ui/DataTable';

type Alert = Schema<'OpenGuessingAlertView'>;

/** The open stamp-password guessing alerts, newest first, with their store. */
export function GuessingAlertsTable({ alerts, loading }: { alerts: readonly Alert[]; loading: boolean }) {
  const t = useMessages();
  const { dateTime } = useDates();
  const columns = useMemo<TableColumn<Alert>[]>(
    () => [
      {
        id: 'store',
        header: t.dashboardAlertStore,
        cell: (row) => (
          <>
            <strong>{row.store_name}</strong> <code>{row.store_code}</code>
          </>
        ),
      },
      {
        id: 'since',
        header: t.dashboardAlertSince,
        cell: (row) => dateTime(row.detectedAt),
      },
      { id: 'failures', header: t.dashboardAlertFailures, cell: (row) => row.totalFailures },
    ],
    [t, dateTime],
  );
  return (
    <DataTable
      caption={t.dashboardAlerts}
      columns={columns}
      rows={alerts}
      rowKey={(alert) => alert.store_id}
      loading={loading}
      emptyTitle={t.dashboardAlertsEmpty}
    />
  );
}
