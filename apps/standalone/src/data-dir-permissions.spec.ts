import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secureDataDir } from './data-dir-permissions';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe(secureDataDir.name, () => {
  let parent: string;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'stamp-perms-'));
  });

  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  it('makes the folder 0700, every folder in it 0700 and every file 0600, as PGlite left them 0666', () => {
    const dataDir = join(parent, 'data');
    mkdirSync(join(dataDir, 'pgdata', 'pg_wal'), { recursive: true });
    writeFileSync(join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'), 'secrets');
    writeFileSync(join(dataDir, 'jwt-secret'), 'secret');
    for (const [path, mode] of [
      [dataDir, 0o777],
      [join(dataDir, 'pgdata'), 0o755],
      [join(dataDir, 'pgdata', 'pg_wal'), 0o777],
      [join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'), 0o666],
      [join(dataDir, 'jwt-secret'), 0o644],
    ] as const) {
      chmodSync(path, mode);
    }

    secureDataDir(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'pgdata'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'pgdata', 'pg_wal'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('creates a missing folder as 0700', () => {
    const dataDir = join(parent, 'new', 'data');

    secureDataDir(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('leaves what a symbolic link points to alone', () => {
    const outside = join(parent, 'outside.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    const dataDir = join(parent, 'data');
    mkdirSync(dataDir);
    symlinkSync(outside, join(dataDir, 'link'));

    secureDataDir(dataDir);

    expect(modeOf(outside)).toBe(0o644);
  });
});
