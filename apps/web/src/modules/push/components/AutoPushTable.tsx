import { useMemo } from 'react';
import type { Schema } from '@stamp/api-client';

import { useMessages } from '../../i18n/useMessages';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { useDates } from '../../i18n/useDates';

type AutoPush = Schema<'AutoPushView'>;

/** number, situation, broadcast text, target (spec §2, auto push list). */
export function AutoPushTable({ pushes, loading }: { pushes: readonly AutoPush[]; loading: boolean }) {
  const t = useMessages();
  const { pushDate } = useDates();
  const columns = useMemo<TableColumn<AutoPush>[]>(
    () => [
      { id: 'number', header: t.autoPushColNumber, cell: (row, index) => pushes.length - index },
      { id: 'situation', header: t.autoPushColSituation, cell: (row) => row.situation },
      {
        id: 'text',
        header: t.autoPushColText,
        cell: (row) => (
          <>
            <strong>{row.title}</strong>
            <br />
            {row.message}
          </>
        ),
      },
      { id: 'target', header: t.autoPushColTarget, cell: (row) => row.target },
      { id: 'date', header: t.autoPushColDate, cell: (row) => pushDate(row.createdAt) },
    ],
    [t, pushes.length, pushDate],
  );
  return (
    <DataTable
      caption={t.autoPushTitle}
      columns={columns}
      rows={pushes}
      rowKey={(push) => push.id}
      loading={loading}
      emptyTitle={t.noMessage}
    />
  );
}
