import { LocalDiskStorage } from './local-disk.storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3.storage';

export interface LocalStorageSettings {
  driver: 'local';
  rootDir: string;
  publicBaseUrl: string;
}

export interface S3StorageSettings {
  driver: 's3';
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Lifetime of presigned URLs; default 3600. */
  urlExpiresInSeconds?: number;
}

export type StorageSettings = LocalStorageSettings | S3StorageSettings;

/**
 * Builds the configured driver. The narrow overloads let start-up code call `ensureBucket()` on the
 * S3 driver when it knows which settings it has.
 */
export function createObjectStorage(settings: LocalStorageSettings): LocalDiskStorage;
export function createObjectStorage(settings: S3StorageSettings): S3Storage;
export function createObjectStorage(settings: StorageSettings): LocalDiskStorage | S3Storage;
export function createObjectStorage(settings: StorageSettings): ObjectStorage {
  switch (settings.driver) {
    case 'local':
      return new LocalDiskStorage({ rootDir: settings.rootDir, publicBaseUrl: settings.publicBaseUrl });
    case 's3':
      return new S3Storage({
        endpoint: settings.endpoint,
        region: settings.region,
        bucket: settings.bucket,
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
        forcePathStyle: settings.forcePathStyle,
        urlExpiresInSeconds: settings.urlExpiresInSeconds,
      });
    default:
      return assertNever(settings);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown storage driver: ${JSON.stringify(value)}`);
}
