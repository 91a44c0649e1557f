/** An object read back from storage: the bytes and the content type they were stored with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Storage for binary objects (store images) addressed by a key such as `stores/12/<uuid>.png`.
 * Every driver validates keys with {@link assertSafeKey}.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores the bytes of a file on this machine (an upload spooled to disk), streamed, never read whole. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Resolves to null when there is no object under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Missing keys are not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** A URL that serves the bytes (a public app route or a presigned URL). */
  url(key: string): Promise<string>;
}

/** Thrown for a key that is not a safe storage key; callers map it to 400 Bad Request. */
export class InvalidStorageKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export const MAX_STORAGE_KEY_LENGTH = 200;

const KEY_CHARACTERS = /^[A-Za-z0-9._/-]+$/;

/**
 * Accepts keys like `stores/12/3f2a...-uuid.png`: 1–200 characters from `[A-Za-z0-9._/-]`, made of
 * `/`-separated non-empty segments, none of which starts with a dot (so no `.` or `..` segments and no
 * hidden names, which drivers may use for their own bookkeeping). No leading or trailing `/`, no `//`.
 * Backslashes and NUL fall outside the allowed characters.
 */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string') {
    // Only reachable from untyped callers (e.g. a value straight off the wire).
    throw new InvalidStorageKeyError(String(key), 'the key is empty');
  }
  if (key.length === 0) {
    throw new InvalidStorageKeyError(key, 'the key is empty');
  }
  if (key.length > MAX_STORAGE_KEY_LENGTH) {
    throw new InvalidStorageKeyError(key, `the key is longer than ${MAX_STORAGE_KEY_LENGTH} characters`);
  }
  if (!KEY_CHARACTERS.test(key)) {
    throw new InvalidStorageKeyError(key, 'only letters, digits, ".", "_", "-" and "/" are allowed');
  }
  for (const segment of key.split('/')) {
    if (segment.length === 0) {
      throw new InvalidStorageKeyError(
        key,
        'the key has an empty path segment (leading, trailing or double "/")',
      );
    }
    if (segment.startsWith('.')) {
      throw new InvalidStorageKeyError(key, 'a path segment starts with "." (including "." and "..")');
    }
  }
}
