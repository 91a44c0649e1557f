import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Schema } from '@stamp/api-client';

import { useMessages, useDates } from '../../i18n';
import { numberColumn } from '../../ui/columns';
import { DataTable } from '../../ui/DataTable';
import { useListPage } from '../../ui/useListPage';

type AutoPush = Schema<'AutoPushView'>;

/** number, situation, broadcast text, target (spec §2, auto push list). */
export function AutoPushTable({ pushes, loading }: { pushes: readonly AutoPush[]; loading: boolean }) {
  const t = useMessages();
  const { pushDate } = useDates();
  const columns = useMemo<ColumnDef<AutoPush>[]>(
    () => [
      numberColumn<AutoPush>(t.autoPushColNumber, 'descending'),
      { id: 'situation', header: t.autoPushColSituation, cell: ({ row }) => row.original.situation },
      {
        id: 'text',
        header: t.autoPushColText,
        cell: ({ row: { original: push } }) => (
          <>
            <strong>{push.title}</strong>
            <br />
            {push.message}
          </>
        ),
      },
      { id: 'target', header: t.autoPushColTarget, cell: ({ row }) => row.original.target },
      { id: 'date', header: t.autoPushColDate, cell: ({ row }) => pushDate(row.original.createdAt) },
    ],
    [t, pushDate],
  );
  const table = useListPage({ rows: pushes, columns, getRowId: (push) => push.id });
  return <DataTable table={table} caption={t.autoPushTitle} loading={loading} emptyTitle={t.noMessage} />;
}
