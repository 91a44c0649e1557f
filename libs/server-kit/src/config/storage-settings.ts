import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';

/** Object storage for store images: local disk under DATA_DIR (default) or an S3-compatible bucket. */
export class StorageSettings {
  @IsIn(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @IsOptional() @IsString() S3_ENDPOINT?: string;

  @ValidateIf((s: StorageSettings) => s.STORAGE_DRIVER === 's3')
  @IsString({ message: 'S3_BUCKET is required when STORAGE_DRIVER=s3' })
  S3_BUCKET?: string;

  @IsString() S3_REGION = 'us-east-1';

  @ValidateIf((s: StorageSettings) => s.STORAGE_DRIVER === 's3')
  @IsString({ message: 'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((s: StorageSettings) => s.STORAGE_DRIVER === 's3')
  @IsString({ message: 'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3' })
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  S3_FORCE_PATH_STYLE = true;
}
