import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StartupError } from '@stamp/server-kit/process';
import { lockDataDir } from './data-dir-lock';

describe(lockDataDir.name, () => {
  let dataDir: string;
  let lockFile: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'stamp-lock-'));
    lockFile = join(dataDir, 'pgdata.lock');
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a free folder with this process id, and gives it back', () => {
    const sut = lockDataDir(lockFile, dataDir);

    expect(readFileSync(lockFile, 'utf8')).toBe(`${String(process.pid)}\n`);
    expect(sut.recoveredStaleLock).toBe(false);
    sut.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a folder another running process holds, saying what to do', () => {
    writeFileSync(lockFile, `${String(process.ppid)}\n`);

    expect(() => lockDataDir(lockFile, dataDir)).toThrow(StartupError);
    expect(() => lockDataDir(lockFile, dataDir)).toThrow(
      `in use by another running Stamp (process ${String(process.ppid)})`,
    );
    expect(readFileSync(lockFile, 'utf8')).toBe(`${String(process.ppid)}\n`);
  });

  it('takes over the lock a crashed process left (its process is gone, or it had this id)', () => {
    for (const stale of ['4194303999', String(process.pid), 'garbage']) {
      writeFileSync(lockFile, `${stale}\n`);

      const sut = lockDataDir(lockFile, dataDir);

      expect(sut.recoveredStaleLock).toBe(true);
      expect(readFileSync(lockFile, 'utf8')).toBe(`${String(process.pid)}\n`);
      sut.release();
    }
  });
});
