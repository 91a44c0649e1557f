import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Schema } from '@stamp/api-client';

import { useMessages, useDates } from '../../i18n';
import { DataTable } from '../../ui/DataTable';
import { useListPage } from '../../ui/useListPage';

type Alert = Schema<'OpenGuessingAlertView'>;

/** The open stamp-password guessing alerts, newest first, with their store. */
export function GuessingAlertsTable({ alerts, loading }: { alerts: readonly Alert[]; loading: boolean }) {
  const t = useMessages();
  const { dateTime } = useDates();
  const columns = useMemo<ColumnDef<Alert>[]>(
    () => [
      {
        id: 'store',
        header: t.dashboardAlertStore,
        cell: ({ row: { original: alert } }) => (
          <>
            <strong>{alert.store_name}</strong> <code>{alert.store_code}</code>
          </>
        ),
      },
      {
        id: 'since',
        header: t.dashboardAlertSince,
        cell: ({ row }) => dateTime(row.original.detectedAt),
      },
      { id: 'failures', header: t.dashboardAlertFailures, cell: ({ row }) => row.original.totalFailures },
    ],
    [t, dateTime],
  );
  const table = useListPage({ rows: alerts, columns, getRowId: (alert) => alert.store_id });
  return (
    <DataTable
      table={table}
      caption={t.dashboardAlerts}
      loading={loading}
      emptyTitle={t.dashboardAlertsEmpty}
    />
  );
}
