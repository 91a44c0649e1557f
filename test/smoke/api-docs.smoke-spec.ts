import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@stamp/shared';
import { ROOT } from '../support/processes';

describe('docs/api.md', () => {
  it('lists every error code', () => {
    const text = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');

    const listed = new Set([...text.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((row) => row[1]));

    expect(ERROR_CODES.filter((code) => !listed.has(code))).toEqual([]);
  });
});
