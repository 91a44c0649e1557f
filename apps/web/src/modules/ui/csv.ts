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

export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const cell = (value: CsvValue) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}
