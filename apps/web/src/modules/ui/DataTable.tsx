import type { ReactNode } from 'react';

import { EmptyState } from './EmptyState';
import { Pager } from './Pager';
import { Spinner } from './Spinner';
import styles from './DataTable.module.css';

/** A column: its header and what a cell shows for a row (`index` is the row's place on the page). */
export interface TableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  emptyTitle: string;
  emptyBody?: ReactNode;
  /** A row opens its detail; the row is then reachable and opened by the keyboard too. */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  /** Paging: the page shown (1-based) and how many there are. */
  page?: number;
  pageCount?: number;
  onPage?: (page: number) => void;
}

/** A dense table with paging, a loading state and an empty state. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyTitle,
  emptyBody,
  onRowClick,
  rowLabel,
  page = 1,
  pageCount = 1,
  onPage,
}: DataTableProps<Row>) {
  return (
    <div className={styles.wrap}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!loading &&
              rows.map((row, index) => (
                <tr
                  key={rowKey(row)}
                  className={onRowClick ? styles.clickable : undefined}
                  onClick={
                    onRowClick
                      ? () => {
                          onRowClick(row);
                        }
                      : undefined
                  }
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onRowClick(row);
                          }
                        }
                      : undefined
                  }
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.id}>{column.cell(row, index)}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {loading && <Spinner />}
      {!loading && rows.length === 0 && <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>}
      {onPage && <Pager page={page} pageCount={pageCount} onPage={onPage} />}
    </div>
  );
}
