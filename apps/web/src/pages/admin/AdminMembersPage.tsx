import { useState } from 'react';
import { MEMBER_PAGE_SIZE, formatMessage } from '@stamp/shared';

import { errorMessage } from '../../modules/api';
import { useMessages, usePageTitle } from '../../modules/i18n';
import {
  fetchAllMembers,
  useMemberPage,
  type Member,
  MemberDetailDialog,
  MemberSearchBar,
  MemberTable,
  useMemberSearchUrl,
  membersCsv,
} from '../../modules/members';
import { toast } from '../../modules/ui/toast';
import { Button } from '../../modules/ui/Button';
import { ErrorState } from '../../modules/ui/ErrorState';
import { PageHeader } from '../../modules/ui/PageHeader';

/** fork-user: app members, 10 a page, with searches, the status filter and the detail popup. */
export function AdminMembersPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleMembers, 'admin');
  const { search, status, page, setPage, setStatus, setSearch } = useMemberSearchUrl();
  const { members, count } = useMemberPage(search, status, page);
  const [open, setOpen] = useState<Member | null>(null);
  const [exporting, setExporting] = useState(false);
  const rows = members.data ?? [];
  const total = count.data ?? 0;
  const pageCount =
    search.kind === 'all'
      ? Math.max(1, Math.ceil(total / MEMBER_PAGE_SIZE))
      : page + (rows.length === MEMBER_PAGE_SIZE ? 1 : 0);
  return (
    <>
      <PageHeader
        title={t.memberListTitle}
        meta={formatMessage(t.memberTotal, { n: total })}
        actions={
          <Button
            size="sm"
            busy={exporting}
            disabled={rows.length === 0}
            onClick={() => {
              setExporting(true);
              fetchAllMembers(search, status)
                .then((all) => {
                  membersCsv(all, t);
                })
                .catch((error: unknown) => {
                  toast.error(errorMessage(error, t));
                })
                .finally(() => {
                  setExporting(false);
                });
            }}
          >
            {t.exportCsv}
          </Button>
        }
      />
      <MemberSearchBar search={search} status={status} onSearch={setSearch} onStatus={setStatus} />
      {members.error ? (
        <ErrorState
          message={errorMessage(members.error, t, t.userNotFound)}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <MemberTable
          members={rows}
          loading={members.isLoading}
          page={page}
          pageCount={pageCount}
          onPage={setPage}
          onOpen={setOpen}
          emptyTitle={search.kind === 'name' ? t.userNotFound : t.memberEmpty}
        />
      )}
      <MemberDetailDialog
        member={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </>
  );
}
