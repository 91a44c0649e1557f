import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { StartupError } from '@stamp/server-kit/process';

export interface DataDirLock {
  /** True when the lock was left by a process that ended without stopping (a crash, kill -9, power loss). */
  recoveredStaleLock: boolean;
  release(): void;
}

/** Whether a process with this id runs (and is not this one: in a container the next start has the same id). */
function runs(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time on the embedded database's folder: two PGlite engines writing one data folder
 * would corrupt it. The lock file holds the owner's process id; a lock whose process no longer runs was
 * left by a crash and is taken over (PGlite then replays its write-ahead log, as Postgres does after a
 * crash). A lock whose process runs stops this start with what to do.
 */
export function lockDataDir(lockFile: string, dataDir: string): DataDirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${String(process.pid)}\n`, { flag: 'wx' });
      return {
        recoveredStaleLock: attempt > 0,
        release: () => {
          rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
    }
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    if (runs(owner)) {
      throw new StartupError(
        'the embedded database (PGlite)',
        `${dataDir} is in use by another running Stamp (process ${String(owner)})`,
        `stop that process first, or start this one with another DATA_DIR. If no Stamp runs, delete ${lockFile}.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new StartupError(
    'the embedded database (PGlite)',
    `another process took ${lockFile} while this one started`,
    'start only one Stamp on a DATA_DIR.',
  );
}
