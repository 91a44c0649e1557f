import { join } from 'node:path';
import type { StorageSettings as ObjectStorageSettings } from '../storage/storage.factory';
import { IsBoolean, IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';
import { ProcessSettings } from './settings';

/**
 * The settings of a process that keeps store images (the gateway): every process's, and object storage,
 * on local disk under DATA_DIR (default) or in an S3-compatible bucket.
 */
export class StorageEnv extends ProcessSettings {
  @IsIn(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @IsOptional() @IsString() S3_ENDPOINT?: string;

  @ValidateIf((s: StorageEnv) => s.STORAGE_DRIVER === 's3')
  @IsString({ message: 'S3_BUCKET is required when STORAGE_DRIVER=s3' })
  S3_BUCKET?: string;

  @IsString() S3_REGION = 'us-east-1';

  @ValidateIf((s: StorageEnv) => s.STORAGE_DRIVER === 's3')
  @IsString({ message: 'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((s: StorageEnv) => s.STORAGE_DRIVER === 's3')
  @IsString({ message: 'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3' })
  S3_SECRET_ACCESS_KEY?: string;

  @IsBoolean()
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  S3_FORCE_PATH_STYLE = true;
}

/** The storage driver settings these environment values describe. */
export function storageSettingsOf(
  env: StorageEnv,
  dataDir: string,
  publicBaseUrl: string,
): ObjectStorageSettings {
  if (env.STORAGE_DRIVER === 's3') {
    return {
      driver: 's3',
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  return { driver: 'local', rootDir: join(dataDir, 'uploads'), publicBaseUrl };
}
