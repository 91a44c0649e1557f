import { describe, expect, it } from 'vitest';

import { csvText } from './csv';

describe('csvText', () => {
  it('quotes cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvText(['name', 'note'], [['Cruz, Juan', 'say "hi"\nthen go']])).toBe(
      'name,note\r\n"Cruz, Juan","say ""hi""\nthen go"',
    );
  });

  it.each(['=1+2', '+63 917 555 0101', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'makes %j text a spreadsheet shows, not a formula it runs (OWASP CSV injection)',
    (value) => {
      const [, row] = csvText(['cell'], [[value]]).split('\r\n');

      expect(row).toBe(`"'${value.replaceAll('"', '""')}"`);
    },
  );

  it('neutralises a formula that also needs quoting', () => {
    expect(csvText(['cell'], [['=HYPERLINK("http://x","y")']])).toBe(
      'cell\r\n"\'=HYPERLINK(""http://x"",""y"")"',
    );
  });

  it('leaves numbers, including negative ones, and ordinary text as they are', () => {
    expect(csvText(['a', 'b', 'c', 'd'], [[-5, 12, 'Juan', null]])).toBe('a,b,c,d\r\n-5,12,Juan,');
  });
});
