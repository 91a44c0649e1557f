import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

import S3rver from 's3rver';

import { InvalidStorageKeyError } from './object-storage';
import { S3Storage, type S3StorageOptions } from './s3.storage';

type S3rverInstance = S3rver;

const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe(S3Storage.name, () => {
  let directory: string;
  /** Unset if `beforeAll` failed before starting it; `afterAll` still runs then. */
  let server: S3rverInstance | undefined;
  let httpServer: Server;
  let endpoint: string;
  let sut: S3Storage;
  const others: S3Storage[] = [];

  function storageFor(bucket: string, overrides: Partial<S3StorageOptions> = {}): S3Storage {
    const storage = new S3Storage({
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      ...overrides,
    });
    others.push(storage);
    return storage;
  }

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0, // the OS picks a free port; run() reports it
      silent: true,
      directory,
      resetOnClose: true,
      vhostBuckets: false,
    });
    const { port } = await server.run();
    httpServer = server.httpServer;
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver knows one account: S3RVER/S3RVER. It checks the access key id but not SigV4 signatures.
    // Made through storageFor, so afterAll destroys it with the others (also when beforeAll fails later).
    sut = storageFor('store-images');
    await sut.ensureBucket();
  });

  afterAll(async () => {
    for (const storage of others) {
      storage.destroy();
    }
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('leaves an existing bucket alone when asked to ensure it again', async () => {
    await sut.put('stores/1/keep.png', PNG_BYTES, 'image/png');

    await sut.ensureBucket();

    await expect(sut.get('stores/1/keep.png')).resolves.toEqual({
      body: PNG_BYTES,
      contentType: 'image/png',
    });
  });

  it('creates a bucket that does not exist yet', async () => {
    const other = storageFor('other-bucket');

    await other.ensureBucket();

    await other.put('a.png', PNG_BYTES, 'image/png');
    await expect(other.get('a.png')).resolves.toEqual({ body: PNG_BYTES, contentType: 'image/png' });
  });

  it('lets two instances ensure the same new bucket at the same time', async () => {
    await expect(
      Promise.all([storageFor('raced-bucket').ensureBucket(), storageFor('raced-bucket').ensureBucket()]),
    ).resolves.toEqual([undefined, undefined]);
  });

  it('throws, rather than returning null, when the bucket does not exist', async () => {
    await expect(storageFor('never-created').get('stores/1/a.png')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });

  it('returns what was put, with its content type', async () => {
    const key = 'stores/12/3f2a9c1e-7b4d-4e0a-9f6b-2d8c1a5e7f90.png';

    await sut.put(key, PNG_BYTES, 'image/png');

    await expect(sut.get(key)).resolves.toEqual({ body: PNG_BYTES, contentType: 'image/png' });
  });

  it('stores a larger body byte for byte', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < body.length; i++) body[i] = (i * 31) & 0xff;

    await sut.put('stores/2/big.jpg', body, 'image/jpeg');

    const stored = await sut.get('stores/2/big.jpg');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.body.equals(body)).toBe(true);
  });

  it('streams the bytes of a file on disk (putFile), byte for byte, with the content type given', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < body.length; i++) body[i] = (i * 7) & 0xff;
    const spooled = path.join(await mkdtemp(path.join(tmpdir(), 's3-spool-')), 'upload');
    await writeFile(spooled, body);

    await sut.putFile('stores/3/streamed.jpg', spooled, 'image/jpeg');

    const stored = await sut.get('stores/3/streamed.jpg');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.body.equals(body)).toBe(true);
    await rm(path.dirname(spooled), { recursive: true, force: true });
  });

  it('returns null for a missing key', async () => {
    await expect(sut.get('stores/12/missing.png')).resolves.toBeNull();
  });

  it('deletes several keys, including one that does not exist', async () => {
    await sut.put('stores/3/a.png', PNG_BYTES, 'image/png');
    await sut.put('stores/3/b.png', PNG_BYTES, 'image/png');
    await sut.put('stores/3/c.png', PNG_BYTES, 'image/png');

    await sut.delete(['stores/3/a.png', 'stores/3/b.png', 'stores/3/never-existed.png']);

    await expect(sut.get('stores/3/a.png')).resolves.toBeNull();
    await expect(sut.get('stores/3/b.png')).resolves.toBeNull();
    await expect(sut.get('stores/3/c.png')).resolves.not.toBeNull();
  });

  it('treats deleting only a missing key as success', async () => {
    await expect(sut.delete(['stores/4/never-existed.png'])).resolves.toBeUndefined();
  });

  it('deletes more keys than fit in one DeleteObjects request, in batches of 1000', async () => {
    const keys = Array.from({ length: 1001 }, (_, i) => `stores/5/${i}.png`);
    await sut.put(keys[0], PNG_BYTES, 'image/png');
    await sut.put(keys[1000], PNG_BYTES, 'image/png');
    // s3rver itself has no 1000-key limit, so count the DeleteObjects requests it receives
    let deleteRequests = 0;
    const countDeletes = (request: IncomingMessage): void => {
      if (request.method === 'POST' && /[?&]delete(=|&|$)/.test(request.url ?? '')) deleteRequests++;
    };
    httpServer.on('request', countDeletes);

    try {
      await sut.delete(keys);
    } finally {
      httpServer.off('request', countDeletes);
    }

    expect(deleteRequests).toBe(2);
    await expect(sut.get(keys[0])).resolves.toBeNull();
    await expect(sut.get(keys[1000])).resolves.toBeNull();
  });

  it('treats deleting no keys as success', async () => {
    await expect(sut.delete([])).resolves.toBeUndefined();
  });

  it('gives a presigned URL that expires after the configured time', async () => {
    const url = new URL(
      await storageFor('store-images', { urlExpiresInSeconds: 120 }).url('stores/6/photo.png'),
    );

    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.pathname).toBe('/store-images/stores/6/photo.png');
  });

  it('gives a presigned URL that serves the same bytes', async () => {
    await sut.put('stores/6/photo.png', PNG_BYTES, 'image/png');

    const url = await sut.url('stores/6/photo.png');
    const response = await fetch(url);

    expect(url).toContain('X-Amz-Signature=');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('rejects an unsafe key before calling S3', async () => {
    await expect(sut.get('../x')).rejects.toThrow(InvalidStorageKeyError);
  });
});
