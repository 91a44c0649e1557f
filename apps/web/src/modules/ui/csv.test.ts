import { describe, expect, it } from 'vitest';

import { csvText, type CsvColumn, type CsvValue } from './csv';

type Line = readonly CsvValue[];

const columnsOf = (headers: readonly string[]): CsvColumn<Line>[] =>
  headers.map((header, index) => ({ header, value: (row) => row[index] }));

const csv = (headers: readonly string[], rows: readonly Line[]) => csvText(columnsOf(headers), rows);

describe('csvText', () => {
  it('quotes cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csv(['name', 'note'], [['Cruz, Juan', 'say "hi"\nthen go']])).toBe(
      'name,note\r\n"Cruz, Juan","say ""hi""\nthen go"',
    );
  });

  it.each(['=1+2', '+63 917 555 0101', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=1\n+2'])(
    'makes %j text a spreadsheet shows, not a formula it runs (OWASP CSV injection)',
    (value) => {
      const text = csv(['cell'], [[value]]);

      expect(text).toBe(`cell\r\n"'${value.replaceAll('"', '""')}"`);
    },
  );

  it('neutralises a formula that also needs quoting', () => {
    expect(csv(['cell'], [['=HYPERLINK("http://x","y")']])).toBe(
      'cell\r\n"\'=HYPERLINK(""http://x"",""y"")"',
    );
  });

  it('leaves numbers, including negative ones, and ordinary text as they are', () => {
    expect(csv(['a', 'b', 'c', 'd'], [[-5, 12, 'Juan', null]])).toBe('a,b,c,d\r\n-5,12,Juan,');
  });
});
