import { useMemo } from 'react';
import { MEMBER_PAGE_SIZE } from '@stamp/shared';

import { useMessages } from '../../i18n/useMessages';
import { AreaName } from '../../regions/components/AreaName';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { useDates } from '../../i18n/useDates';
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

/** number, id, password (masked), name, region, join date, status; 10 a page (spec §2). */
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
  const columns = useMemo<TableColumn<Member>[]>(
    () => [
      {
        id: 'number',
        header: t.memberColNumber,
        cell: (row, index) => (page - 1) * MEMBER_PAGE_SIZE + index + 1,
      },
      { id: 'id', header: t.memberColId, cell: (row) => row.member_id },
      {
        id: 'password',
        header: t.memberColPassword,
        cell: () => <span aria-label={t.memberColPassword}>{t.maskedPassword}</span>,
      },
      {
        id: 'name',
        header: t.memberColName,
        cell: (row) => <strong>{`${row.member_name} ${row.member_name2}`}</strong>,
      },
      {
        id: 'region',
        header: t.memberColRegion,
        cell: (row) => <AreaName areaId={row.area2} />,
      },
      { id: 'joined', header: t.memberColJoined, cell: (row) => datePart(row.reg_dt) },
      {
        id: 'status',
        header: t.memberColStatus,
        cell: (row) => <MemberStatusBadge joinCheck={row.join_check} />,
      },
    ],
    [t, page, datePart],
  );
  return (
    <DataTable
      caption={t.memberListTitle}
      columns={columns}
      rows={members}
      rowKey={(member) => member.bbs_no}
      loading={loading}
      emptyTitle={emptyTitle}
      onRowClick={onOpen}
      rowLabel={(member) => `${t.memberDetailTitle}: ${member.member_id}`}
      page={page}
      pageCount={pageCount}
      onPage={onPage}
    />
  );
}
