import { unparse } from 'papaparse';

export type CsvValue = string | number | boolean | null | undefined;

/** A column of a CSV export: its header and what a row writes in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * Text a spreadsheet would read as a formula (OWASP, "CSV Injection"): a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return. papaparse writes such a cell with a leading `'` and quotes, so it is shown as
 * text. Its own pattern (`/^[=+\-@\t\r].*$/`) misses a formula followed by a line break, hence ours. Only
 * strings are escaped: numbers are ours, not someone's input, so `-5` stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The rows as CSV (RFC 4180 quoting, CRLF) through papaparse. */
export function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** Downloads the rows as a CSV file (UTF-8 with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): void {
  const text = csvText(columns, rows);
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
