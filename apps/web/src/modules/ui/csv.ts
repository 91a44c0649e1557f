export type CsvValue = string | number | boolean | null | undefined;

/** A CSV file of rows (RFC 4180 quoting, UTF-8 with a BOM for spreadsheets), downloaded by the browser. */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): void {
  const url = URL.createObjectURL(
    new Blob(['\uFEFF', csvText(header, rows)], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Text a spreadsheet would read as a formula (OWASP, "CSV Injection"): a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return. Such a cell gets a leading `'` and quotes, so it is shown as text. Numbers
 * are ours, not someone's input: `-5` stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) {
    return `"'${text.replaceAll('"', '""')}"`;
  }
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
