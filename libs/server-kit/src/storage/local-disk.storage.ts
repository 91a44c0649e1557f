import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';

import {
  assertSafeKey,
  InvalidStorageKeyError,
  type ObjectStorage,
  type StoredObject,
} from './object-storage';

export interface LocalDiskStorageOptions {
  /** Directory that holds the objects (the app passes `DATA_DIR/uploads`); created on first write. */
  rootDir: string;
  /** Origin the API is reachable at, e.g. `https://stamp.example.com`; a trailing `/` is ignored. */
  publicBaseUrl: string;
}

interface SidecarMeta {
  contentType: string;
}

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/**
 * Stores each object as a plain file `<rootDir>/<key>` with its content type in a sidecar
 * `<dir>/.<name>.meta.json`. Keys can never name a sidecar or a temp file, because
 * {@link assertSafeKey} rejects path segments that start with a dot.
 *
 * Writes are atomic per file (temp file in the same directory + rename). The sidecar is renamed into
 * place before the object and removed after it, so an object file never lacks its metadata.
 */
export class LocalDiskStorage implements ObjectStorage {
  private readonly rootDir: string;
  private readonly publicBaseUrl: string;

  constructor(options: LocalDiskStorageOptions) {
    this.rootDir = path.resolve(options.rootDir);
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const filePath = await this.writeMeta(key, contentType);
    await placeAtomically(filePath, (temp) => writeFile(temp, body, { flag: 'wx' }));
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const filePath = await this.writeMeta(key, contentType);
    await placeAtomically(filePath, (temp) => copyFile(file, temp));
  }

  async get(key: string): Promise<StoredObject | null> {
    const { filePath, metaPath } = this.pathsFor(key);
    const body = await readIfExists(filePath);
    if (body === null) return null;
    const metaBytes = await readIfExists(metaPath);
    return { body, contentType: parseContentType(metaBytes) };
  }

  async delete(keys: readonly string[]): Promise<void> {
    const paths = keys.map((key) => this.pathsFor(key)); // validate every key before deleting anything
    for (const { filePath, metaPath } of paths) {
      await rm(filePath, { force: true });
      await rm(metaPath, { force: true });
    }
  }

  url(key: string): Promise<string> {
    // Inside the executor, so an unsafe key rejects the promise rather than throwing synchronously.
    return new Promise((resolve) => {
      assertSafeKey(key);
      resolve(`${this.publicBaseUrl}/api/v1/images/file/${key}`);
    });
  }

  /** Writes the object's sidecar (before the object: an object file never lacks it); the object's path. */
  private async writeMeta(key: string, contentType: string): Promise<string> {
    const { filePath, metaPath } = this.pathsFor(key);
    await mkdir(path.dirname(filePath), { recursive: true });
    const meta: SidecarMeta = { contentType };
    await placeAtomically(metaPath, (temp) =>
      writeFile(temp, Buffer.from(JSON.stringify(meta), 'utf8'), { flag: 'wx' }),
    );
    return filePath;
  }

  private pathsFor(key: string): { filePath: string; metaPath: string } {
    assertSafeKey(key);
    const filePath = path.resolve(this.rootDir, ...key.split('/'));
    // Defence in depth: assertSafeKey already rules out escapes, but never touch a path outside the root.
    if (!filePath.startsWith(this.rootDir + path.sep)) {
      throw new InvalidStorageKeyError(key, 'the key resolves outside the storage root');
    }
    const metaPath = path.join(path.dirname(filePath), `.${path.basename(filePath)}.meta.json`);
    return { filePath, metaPath };
  }
}

/** Writes a temp file beside `target` (with `write`), then renames it into place. */
async function placeAtomically(target: string, write: (temp: string) => Promise<void>): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    await write(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The file's bytes, or null when there is no regular file at the path. */
async function readIfExists(filePath: string): Promise<Buffer | null> {
  try {
    return await readFile(filePath);
  } catch (error) {
    if (isFsError(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null;
    throw error;
  }
}

function parseContentType(metaBytes: Buffer | null): string {
  if (metaBytes === null) return FALLBACK_CONTENT_TYPE;
  try {
    const parsed: unknown = JSON.parse(metaBytes.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'contentType' in parsed) {
      const { contentType } = parsed;
      if (typeof contentType === 'string' && contentType.length > 0) return contentType;
    }
  } catch {
    // a damaged sidecar degrades to the generic type rather than hiding the object
  }
  return FALLBACK_CONTENT_TYPE;
}

// Duck-typed on purpose: `instanceof Error` is false for Node errors inside Jest's VM sandbox.
function isFsError(error: unknown, ...codes: string[]): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    codes.includes(error.code)
  );
}
