/** The text of the downloaded recovery codes: who they are for, when they were made, one code a line. */
export function recoveryCodesText(product: string, loginId: string, codes: string[], at: Date): string {
  return [
    `${product} — recovery codes for ${loginId}`,
    `Made ${at.toISOString().slice(0, 10)}. Each code signs you in once.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Offers `text` as a file download (a link to a blob, clicked and let go). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
