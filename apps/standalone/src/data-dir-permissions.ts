import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** DATA_DIR and every folder in it: only this user may list, enter or change them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Every file in DATA_DIR (the database, its write-ahead log, the JWT secret, images): this user only. */
export const PRIVATE_FILE_MODE = 0o600;

function secureTree(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      chmodSync(child, PRIVATE_DIR_MODE);
      secureTree(child);
    } else if (entry.isFile()) {
      chmodSync(child, PRIVATE_FILE_MODE);
    }
    // A symbolic link is left alone: chmod would change what it points to, which may not be ours.
  }
}

/**
 * Makes `dataDir` private to this user, creating it if missing: the folder and every folder in it 0700,
 * every file 0600. PGlite writes its files world-readable and -writable (0666) whatever the umask, and its
 * write-ahead log holds every secret written to the database; a 0700 DATA_DIR keeps other users out of all
 * of it, and fixing the modes at every start keeps a copied or moved folder from staying open.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dataDir, PRIVATE_DIR_MODE);
  secureTree(dataDir);
}
