import type { CellContext, ColumnDef, Row as TableRow } from '@tanstack/react-table';

/** Where a row stands in the whole list, counting the pages before (0 for the first). */
function position<Row>({ row, table }: CellContext<Row, unknown>): number {
  const { pageIndex, pageSize } = table.getState().pagination;
  // By id: the sorted row model hands out copies of the rows a cell was made with.
  return pageIndex * pageSize + table.getRowModel().rows.findIndex(({ id }) => id === row.id);
}

/**
 * The spec's "number" column: 1, 2, 3 … down the list (`ascending`), or the newest row numbered highest
 * (`descending`: the count first, down to 1 on the last page).
 */
export function numberColumn<Row>(header: string, order: 'ascending' | 'descending'): ColumnDef<Row> {
  return {
    id: 'number',
    header,
    cell: (context) =>
      order === 'ascending' ? position(context) + 1 : context.table.getRowCount() - position(context),
  };
}

/** Text in the reader's alphabetical order (`localeCompare`), for a column the browser sorts. */
export function localeSort<Row>(a: TableRow<Row>, b: TableRow<Row>, columnId: string): number {
  return String(a.getValue(columnId) ?? '').localeCompare(String(b.getValue(columnId) ?? ''));
}
