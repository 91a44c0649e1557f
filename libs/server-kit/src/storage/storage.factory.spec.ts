import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import { createObjectStorage } from './storage.factory';

describe(createObjectStorage.name, () => {
  it('builds the local disk driver', async () => {
    const sut = createObjectStorage({
      driver: 'local',
      rootDir: '/var/lib/stamp/uploads',
      publicBaseUrl: 'https://stamp.example.com',
    });

    expect(sut).toBeInstanceOf(LocalDiskStorage);
    await expect(sut.url('stores/1/a.png')).resolves.toBe(
      'https://stamp.example.com/api/v1/images/file/stores/1/a.png',
    );
  });

  it('builds the S3 driver', async () => {
    const sut = createObjectStorage({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      bucket: 'store-images',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });

    try {
      expect(sut).toBeInstanceOf(S3Storage);
      const url = new URL(await sut.url('stores/1/a.png')); // presigning is local, no request is made
      expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9000/store-images/stores/1/a.png');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    } finally {
      sut.destroy();
    }
  });
});
