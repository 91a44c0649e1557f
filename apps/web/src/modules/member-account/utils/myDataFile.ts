import type { MemberDataExport } from '../api/memberAccountApi';

/** The file name of a member's data export: `stamp-my-data-<bbs_no>-<YYYY-MM-DD>.json`. */
export function myDataFileName(data: MemberDataExport): string {
  return `stamp-my-data-${String(data.member.profile.bbs_no)}-${data.exported_at.slice(0, 10)}.json`;
}

/** Saves the export, as the gateway gave it, as a JSON file the browser downloads. */
export function downloadMyData(data: MemberDataExport): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = myDataFileName(data);
  link.click();
  URL.revokeObjectURL(url);
}
