import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/processes';

const SPEC = readFileSync(join(ROOT, 'docs/spec/product-spec.md'), 'utf8');
const CONTRACT = readFileSync(join(ROOT, 'docs/spec/api-contract.md'), 'utf8');
/** Where the owner keeps the originals, outside any clone. */
const OUTSIDE = ['..', 'shared', 'spec'].join('/');

/** The repository's own text files that may cite the spec (the copies themselves aside). */
function citingFiles(): { path: string; text: string }[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return tracked
    .filter((path) => /\.(ts|tsx|mjs|md)$/.test(path) && !path.startsWith('docs/spec/'))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

function sectionsOf(spec: string): Set<string> {
  return new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
}

describe('references to the spec (docs/spec/)', () => {
  const files = citingFiles();

  it('name sections of docs/spec/product-spec.md that exist', () => {
    const sections = sectionsOf(SPEC);
    const broken = files.flatMap(({ path, text }) =>
      [...text.matchAll(/spec §(\d+)/g)]
        .filter((match) => !sections.has(match[1]))
        .map((match) => `${path}: ${match[0]}`),
    );

    expect(sections.size).toBeGreaterThanOrEqual(9);
    expect(broken).toEqual([]);
  });

  it('quote words that are in docs/spec/api-contract.md', () => {
    const broken = files.flatMap(({ path, text }) =>
      [...text.matchAll(/api-contract(?:\.md)?,? "([^"]+)"/g)]
        .filter((match) => !CONTRACT.includes(match[1]))
        .map((match) => `${path}: ${match[0]}`),
    );

    expect(broken).toEqual([]);
  });

  it('never point outside the repository for the spec', () => {
    const outside = files.filter(({ text }) => text.includes(OUTSIDE)).map(({ path }) => path);

    expect(outside).toEqual([]);
  });
});
