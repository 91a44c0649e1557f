import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { MEMBER_PAGE_SIZE } from '@stamp/shared';

import { useMessages, useDates } from '../../i18n';
import { AreaName } from '../../regions';
import { numberColumn } from '../../ui/columns';
import { DataTable } from '../../ui/DataTable';
import { useListPage } from '../../ui/useListPage';
import type { Member } from '../api/useMembers';
import { MemberStatusBadge } from './MemberStatusBadge';

interface MemberTableProps {
  members: readonly Member[];
  loading: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onOpen: (member: Member) => void;
  emptyTitle: string;
}

/** number, id, password (masked), name, region, join date, status; 10 a page, paged by the server (spec §2). */
export function MemberTable({
  members,
  loading,
  page,
  pageCount,
  onPage,
  onOpen,
  emptyTitle,
}: MemberTableProps) {
  const t = useMessages();
  const { datePart } = useDates();
  const columns = useMemo<ColumnDef<Member>[]>(
    () => [
      numberColumn<Member>(t.memberColNumber, 'ascending'),
      { id: 'id', header: t.memberColId, cell: ({ row }) => row.original.member_id },
      {
        id: 'password',
        header: t.memberColPassword,
        cell: () => <span aria-label={t.memberColPassword}>{t.maskedPassword}</span>,
      },
      {
        id: 'name',
        header: t.memberColName,
        cell: ({ row: { original: member } }) => (
          <strong>{`${member.member_name} ${member.member_name2}`}</strong>
        ),
      },
      {
        id: 'region',
        header: t.memberColRegion,
        cell: ({ row }) => <AreaName areaId={row.original.area2} />,
      },
      { id: 'joined', header: t.memberColJoined, cell: ({ row }) => datePart(row.original.reg_dt) },
      {
        id: 'status',
        header: t.memberColStatus,
        cell: ({ row }) => <MemberStatusBadge joinCheck={row.original.join_check} />,
      },
    ],
    [t, datePart],
  );
  const table = useListPage({
    rows: members,
    columns,
    getRowId: (member) => member.bbs_no,
    paging: { page, onPage, pageSize: MEMBER_PAGE_SIZE, pageCount },
  });
  return (
    <DataTable
      table={table}
      caption={t.memberListTitle}
      loading={loading}
      emptyTitle={emptyTitle}
      onRowClick={onOpen}
      rowLabel={(member) => `${t.memberDetailTitle}: ${member.member_id}`}
    />
  );
}
