import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';

/** Pages: the one shown (1-based, from the URL) and how to change it. */
export interface ListPaging {
  page: number;
  onPage: (page: number) => void;
  pageSize: number;
  /** Set when the server pages: how many pages there are (the rows are then one page). */
  pageCount?: number;
}

export interface ListPageOptions<Row> {
  rows: readonly Row[];
  columns: ColumnDef<NoInfer<Row>>[];
  getRowId: (row: NoInfer<Row>) => string | number;
  /** Without it the list has no pages. */
  paging?: ListPaging;
  /** The order the list is shown in, when the browser sorts it. */
  sorting?: SortingState;
}

const EMPTY_SORTING: SortingState = [];

/**
 * One back-office list (TanStack Table, headless): its columns over the rows, sorted and paged in the browser,
 * or one page the server sent. `<DataTable table={...}>` draws it with its pager.
 */
export function useListPage<Row>({ rows, columns, getRowId, paging, sorting }: ListPageOptions<Row>) {
  'use no memo'; // TanStack Table's instance is mutable: never let the React Compiler memoise this hook.
  const pagination: PaginationState = paging
    ? { pageIndex: paging.page - 1, pageSize: paging.pageSize }
    : { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER };
  const serverPaged = paging?.pageCount !== undefined;
  return useReactTable<Row>({
    data: rows as Row[],
    columns,
    getRowId: (row) => String(getRowId(row)),
    state: { pagination, sorting: sorting ?? EMPTY_SORTING },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: sorting ? getSortedRowModel() : undefined,
    manualSorting: !sorting,
    getPaginationRowModel: paging && !serverPaged ? getPaginationRowModel() : undefined,
    manualPagination: !paging || serverPaged,
    pageCount: paging?.pageCount,
    autoResetPageIndex: false,
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      paging?.onPage(next.pageIndex + 1);
    },
  });
}
