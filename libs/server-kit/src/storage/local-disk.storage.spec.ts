import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

import { LocalDiskStorage } from './local-disk.storage';
import { InvalidStorageKeyError } from './object-storage';

const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const KEY = 'stores/12/3f2a9c1e-7b4d-4e0a-9f6b-2d8c1a5e7f90.png';

describe(LocalDiskStorage.name, () => {
  let parentDir: string;
  let rootDir: string;
  let sut: LocalDiskStorage;

  beforeEach(async () => {
    parentDir = await mkdtemp(path.join(tmpdir(), 'local-disk-storage-'));
    rootDir = path.join(parentDir, 'uploads');
    sut = new LocalDiskStorage({ rootDir, publicBaseUrl: 'https://stamp.example.com' });
  });

  afterEach(async () => {
    await rm(parentDir, { recursive: true, force: true });
  });

  it('returns what was put, with its content type', async () => {
    await sut.put(KEY, PNG_BYTES, 'image/png');

    await expect(sut.get(KEY)).resolves.toEqual({ body: PNG_BYTES, contentType: 'image/png' });
  });

  it('stores the bytes of a file on disk with the content type given (putFile)', async () => {
    const spooled = path.join(parentDir, 'spooled-upload');
    await writeFile(spooled, PNG_BYTES);

    await sut.putFile(KEY, spooled, 'image/png');

    await expect(sut.get(KEY)).resolves.toEqual({ body: PNG_BYTES, contentType: 'image/png' });
  });

  it('keeps the content type given to put, not one guessed from the key', async () => {
    await sut.put('stores/1/a.png', Buffer.from('GIF89a...'), 'image/gif');

    await expect(sut.get('stores/1/a.png')).resolves.toMatchObject({ contentType: 'image/gif' });
  });

  it('stores the object as a plain file under the root directory', async () => {
    await sut.put(KEY, PNG_BYTES, 'image/png');

    await expect(readFile(path.join(rootDir, 'stores', '12', path.basename(KEY)))).resolves.toEqual(
      PNG_BYTES,
    );
  });

  it('replaces an existing object and leaves no temp files behind', async () => {
    await sut.put(KEY, Buffer.from('old'), 'text/plain');

    await sut.put(KEY, PNG_BYTES, 'image/png');

    await expect(sut.get(KEY)).resolves.toEqual({ body: PNG_BYTES, contentType: 'image/png' });
    const names = await readdir(path.join(rootDir, 'stores', '12'));
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('stores an empty object', async () => {
    await sut.put('stores/1/empty.png', Buffer.alloc(0), 'image/png');

    await expect(sut.get('stores/1/empty.png')).resolves.toEqual({
      body: Buffer.alloc(0),
      contentType: 'image/png',
    });
  });

  it('returns null for a missing key', async () => {
    await expect(sut.get(KEY)).resolves.toBeNull();
  });

  it('returns null for a key that names a directory', async () => {
    await sut.put(KEY, PNG_BYTES, 'image/png');

    await expect(sut.get('stores/12')).resolves.toBeNull();
  });

  it('returns null for a key below a file', async () => {
    await sut.put('stores/1/a.png', PNG_BYTES, 'image/png');

    await expect(sut.get('stores/1/a.png/b.png')).resolves.toBeNull();
  });

  it('falls back to application/octet-stream when the metadata is unreadable', async () => {
    await sut.put(KEY, PNG_BYTES, 'image/png');
    await writeFile(path.join(rootDir, 'stores', '12', `.${path.basename(KEY)}.meta.json`), 'not json');

    await expect(sut.get(KEY)).resolves.toEqual({ body: PNG_BYTES, contentType: 'application/octet-stream' });
  });

  it('deletes several objects and their metadata', async () => {
    await sut.put('stores/1/a.png', PNG_BYTES, 'image/png');
    await sut.put('stores/1/b.png', PNG_BYTES, 'image/png');
    await sut.put('stores/1/c.png', PNG_BYTES, 'image/png');

    await sut.delete(['stores/1/a.png', 'stores/1/b.png']);

    await expect(sut.get('stores/1/a.png')).resolves.toBeNull();
    await expect(sut.get('stores/1/b.png')).resolves.toBeNull();
    await expect(sut.get('stores/1/c.png')).resolves.not.toBeNull();
    await expect(readdir(path.join(rootDir, 'stores', '1'))).resolves.toEqual(['.c.png.meta.json', 'c.png']);
  });

  it('treats deleting a missing key as success', async () => {
    await expect(sut.delete([KEY, 'stores/99/never-existed.png'])).resolves.toBeUndefined();
  });

  it('treats deleting no keys as success', async () => {
    await expect(sut.delete([])).resolves.toBeUndefined();
  });

  it('deletes nothing when one of the keys is invalid', async () => {
    await sut.put(KEY, PNG_BYTES, 'image/png');

    await expect(sut.delete([KEY, '../x'])).rejects.toThrow(InvalidStorageKeyError);

    await expect(sut.get(KEY)).resolves.not.toBeNull();
  });

  it('builds the URL of the image route from the public base URL', async () => {
    await expect(sut.url(KEY)).resolves.toBe(`https://stamp.example.com/api/v1/images/file/${KEY}`);
  });

  it('does not double the slash when the public base URL ends with one', async () => {
    const withSlash = new LocalDiskStorage({ rootDir, publicBaseUrl: 'http://localhost:3000/' });

    await expect(withSlash.url('stores/1/a.png')).resolves.toBe(
      'http://localhost:3000/api/v1/images/file/stores/1/a.png',
    );
  });

  describe.each(['../x', '/etc/passwd', 'a/../../b', '..', 'a/./b', 'a\\..\\b', 'a\0b', 'a//b', 'a/', ''])(
    'with the unsafe key %j',
    (key) => {
      it('rejects put without writing anything', async () => {
        await expect(sut.put(key, PNG_BYTES, 'image/png')).rejects.toThrow(InvalidStorageKeyError);

        await expect(readdir(parentDir)).resolves.toEqual([]);
      });

      it('rejects get, delete and url', async () => {
        await expect(sut.get(key)).rejects.toThrow(InvalidStorageKeyError);
        await expect(sut.delete([key])).rejects.toThrow(InvalidStorageKeyError);
        await expect(sut.url(key)).rejects.toThrow(InvalidStorageKeyError);
      });
    },
  );

  it('does not read a file outside the root through a traversal key', async () => {
    await writeFile(path.join(parentDir, 'secret.txt'), 'secret');

    await expect(sut.get('../secret.txt')).rejects.toThrow(InvalidStorageKeyError);
  });
});
