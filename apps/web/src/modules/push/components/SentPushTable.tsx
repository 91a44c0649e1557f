import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Schema } from '@stamp/api-client';

import { useMessages, useDates } from '../../i18n';
import { numberColumn } from '../../ui/columns';
import { DataTable } from '../../ui/DataTable';
import { useListPage } from '../../ui/useListPage';

type SentPush = Schema<'SentPushView'>;

/** The send history: number, city, district, message, send date (spec §2, send push page). */
export function SentPushTable({ pushes, loading }: { pushes: readonly SentPush[]; loading: boolean }) {
  const t = useMessages();
  const { pushDate } = useDates();
  const columns = useMemo<ColumnDef<SentPush>[]>(
    () => [
      numberColumn<SentPush>(t.sendPushColNumber, 'descending'),
      { id: 'city', header: t.sendPushColCity, cell: ({ row }) => row.original.city },
      { id: 'district', header: t.sendPushColDistrict, cell: ({ row }) => row.original.district },
      {
        id: 'message',
        header: t.sendPushColMessage,
        cell: ({ row: { original: push } }) => (
          <>
            <strong>{push.title}</strong>
            <br />
            {push.message}
          </>
        ),
      },
      { id: 'date', header: t.sendPushColDate, cell: ({ row }) => pushDate(row.original.createdAt) },
    ],
    [t, pushDate],
  );
  const table = useListPage({ rows: pushes, columns, getRowId: (push) => push.id });
  return <DataTable table={table} caption={t.sendPushHistory} loading={loading} emptyTitle={t.noMessage} />;
}
