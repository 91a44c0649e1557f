import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';

import { errorMessage } from '../../modules/api';
import { useMessages, useDates, usePageTitle } from '../../modules/i18n';
import {
  useAdminProfile,
  SUPER_MASTER,
  useAdmins,
  useDeleteAdmin,
  useInvalidateAdmins,
  type Admin,
  AdminFormDialog,
} from '../../modules/admins';
import { adminLoginId } from '../../modules/session';
import { Badge } from '../../modules/ui/Badge';
import { Button } from '../../modules/ui/Button';
import { DataTable } from '../../modules/ui/DataTable';
import { useListPage } from '../../modules/ui/useListPage';
import { ErrorState } from '../../modules/ui/ErrorState';
import { PageHeader } from '../../modules/ui/PageHeader';
import { toast } from '../../modules/ui/toast';
import { useConfirm } from '../../modules/ui/useConfirm';

type Popup = { kind: 'closed' } | { kind: 'register' } | { kind: 'edit'; admin: Admin };

/** Administrator management with the super-master rules of spec §6 (the server enforces them too). */
export function AdminAdminsPage() {
  const t = useMessages();
  const { datePart } = useDates();
  usePageTitle(t.pageTitleAdmins, 'admin');
  const confirm = useConfirm();
  const me = useAdminProfile(adminLoginId());
  const admins = useAdmins();
  const remove = useDeleteAdmin();
  const invalidate = useInvalidateAdmins();
  const [popup, setPopup] = useState<Popup>({ kind: 'closed' });
  const superMaster = me.data?.authority === SUPER_MASTER;

  const onDelete = async (admin: Admin) => {
    if (!superMaster || admin.authority === SUPER_MASTER) {
      toast.error(t.adminNoRight);
      return;
    }
    const sure = await confirm({
      title: t.delete,
      message: t.adminDeleteConfirm,
      danger: true,
      confirmLabel: t.delete,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ params: { path: { id: admin.id } } });
      await invalidate();
      toast.success(t.adminDeleted);
    } catch (error) {
      toast.error(errorMessage(error, t, t.adminNoRight));
    }
  };

  const columns: ColumnDef<Admin>[] = [
    { id: 'name', header: t.adminColName, cell: ({ row }) => <strong>{row.original.name}</strong> },
    { id: 'id', header: t.adminColId, cell: ({ row }) => row.original.admin_id },
    { id: 'password', header: t.adminColPassword, cell: () => t.maskedPassword },
    {
      id: 'role',
      header: t.adminColRole,
      cell: ({ row }) =>
        row.original.authority === SUPER_MASTER ? (
          <Badge tone="info">{t.roleSuperMaster}</Badge>
        ) : (
          <Badge>{t.roleAdmin}</Badge>
        ),
    },
    {
      id: 'registered',
      header: t.adminColRegistered,
      cell: ({ row }) => datePart(row.original.createdAt),
    },
    {
      id: 'delete',
      header: t.adminColDelete,
      cell: ({ row: { original: admin } }) =>
        admin.authority === SUPER_MASTER ? null : (
          <Button
            size="sm"
            variant="danger"
            onClick={(event) => {
              event.stopPropagation();
              void onDelete(admin);
            }}
            aria-label={`${t.delete} ${admin.admin_id}`}
          >
            {t.delete}
          </Button>
        ),
    },
  ];
  const table = useListPage({ rows: admins.data ?? [], columns, getRowId: (admin) => admin.id });

  return (
    <>
      <PageHeader
        title={t.adminListTitle}
        actions={
          <Button
            variant="primary"
            onClick={() => {
              if (superMaster) setPopup({ kind: 'register' });
              else toast.error(t.adminNoRight);
            }}
          >
            {t.adminRegister}
          </Button>
        }
      />
      {admins.isError ? (
        <ErrorState message={errorMessage(admins.error, t)} onRetry={() => void admins.refetch()} />
      ) : (
        <DataTable
          table={table}
          caption={t.adminListTitle}
          loading={admins.isLoading}
          emptyTitle={t.adminListTitle}
          onRowClick={(admin) => {
            setPopup({ kind: 'edit', admin });
          }}
          rowLabel={(admin) => `${t.adminEditTitle}: ${admin.admin_id}`}
        />
      )}
      <AdminFormDialog
        open={popup.kind !== 'closed'}
        admin={popup.kind === 'edit' ? popup.admin : undefined}
        superMaster={superMaster}
        onClose={() => {
          setPopup({ kind: 'closed' });
        }}
      />
    </>
  );
}
