import { flexRender, type Row, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import { EmptyState } from './EmptyState';
import { Pager } from './Pager';
import { Spinner } from './Spinner';
import styles from './DataTable.module.css';

interface DataTableProps<TData> {
  /** The list from `useListPage`. */
  table: Table<TData>;
  caption: string;
  loading?: boolean;
  emptyTitle: string;
  emptyBody?: ReactNode;
  /** A row opens its detail; the row is then reachable and opened by the keyboard too. */
  onRowClick?: (row: TData) => void;
  rowLabel?: (row: TData) => string;
}

function rowEvents<TData>(row: Row<TData>, open: ((row: TData) => void) | undefined) {
  if (!open) return {};
  return {
    className: styles.clickable,
    tabIndex: 0,
    onClick: () => {
      open(row.original);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open(row.original);
      }
    },
  };
}

/** A dense back-office table with its pager, a loading state and an empty state. */
export function DataTable<TData>({
  table,
  caption,
  loading = false,
  emptyTitle,
  emptyBody,
  onRowClick,
  rowLabel,
}: DataTableProps<TData>) {
  'use no memo'; // it reads the mutable table of useListPage on every render: never memoise it.
  const rows = loading ? [] : table.getRowModel().rows;
  const paged = !table.options.manualPagination || table.options.pageCount !== undefined;
  return (
    <div className={styles.wrap}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                {...rowEvents(row, onRowClick)}
                aria-label={onRowClick && rowLabel ? rowLabel(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loading && <Spinner />}
      {!loading && rows.length === 0 && <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>}
      {paged && (
        <Pager
          page={table.getState().pagination.pageIndex + 1}
          pageCount={table.getPageCount()}
          onPage={(page) => {
            table.setPageIndex(page - 1);
          }}
        />
      )}
    </div>
  );
}
