import { useMemo } from 'react';
import type { Schema } from '@stamp/api-client';

import { useMessages } from '../../i18n/useMessages';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { useDates } from '../../i18n/useDates';

type SentPush = Schema<'SentPushView'>;

/** The send history: number, city, district, message, send date (spec §2, send push page). */
export function SentPushTable({ pushes, loading }: { pushes: readonly SentPush[]; loading: boolean }) {
  const t = useMessages();
  const { pushDate } = useDates();
  const columns = useMemo<TableColumn<SentPush>[]>(
    () => [
      { id: 'number', header: t.sendPushColNumber, cell: (row, index) => pushes.length - index },
      { id: 'city', header: t.sendPushColCity, cell: (row) => row.city },
      { id: 'district', header: t.sendPushColDistrict, cell: (row) => row.district },
      {
        id: 'message',
        header: t.sendPushColMessage,
        cell: (row) => (
          <>
            <strong>{row.title}</strong>
            <br />
            {row.message}
          </>
        ),
      },
      { id: 'date', header: t.sendPushColDate, cell: (row) => pushDate(row.createdAt) },
    ],
    [t, pushes.length, pushDate],
  );
  return (
    <DataTable
      caption={t.sendPushHistory}
      columns={columns}
      rows={pushes}
      rowKey={(push) => push.id}
      loading={loading}
      emptyTitle={t.noMessage}
    />
  );
}
