import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  type CreateBucketCommandInput,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { assertSafeKey, type ObjectStorage, type StoredObject } from './object-storage';

export interface S3StorageOptions {
  /** Custom endpoint for S3-compatible services (MinIO, R2, s3rver, ...); omit for AWS. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Lifetime of the presigned GET URLs returned by `url()`; default 3600. */
  urlExpiresInSeconds?: number;
}

/** DeleteObjects accepts at most 1000 keys per request. */
const DELETE_BATCH_SIZE = 1000;
const DEFAULT_URL_EXPIRES_IN_SECONDS = 3600;
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** Thrown when DeleteObjects reports per-key failures (a missing key is not one of them). */
export class ObjectStorageDeleteError extends Error {
  constructor(readonly failures: readonly { key: string; code: string; message: string }[]) {
    super(
      `Failed to delete ${failures.length} object(s): ${failures.map((f) => `${f.key} (${f.code})`).join(', ')}`,
    );
    this.name = 'ObjectStorageDeleteError';
  }
}

export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly region: string;
  private readonly urlExpiresInSeconds: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.region = options.region;
    this.urlExpiresInSeconds = options.urlExpiresInSeconds ?? DEFAULT_URL_EXPIRES_IN_SECONDS;
    this.client = new S3Client({
      ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Since 3.729 the SDK defaults to WHEN_SUPPORTED: a CRC32 on every upload (a header for a Buffer body, an
      // aws-chunked body with a trailer for a stream) and x-amz-checksum-mode on every GET, presigned URLs
      // included. Many S3-compatible servers do not decode aws-chunked (s3rver stores the framing as the object).
      // WHEN_REQUIRED keeps plain requests; DeleteObjects still carries the CRC32 that S3 requires.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the bucket unless it exists already (start-up, tests). */
  async ensureBucket(): Promise<void> {
    if (await this.bucketExists()) return;
    const input: CreateBucketCommandInput = { Bucket: this.bucket };
    if (this.region !== 'us-east-1') {
      input.CreateBucketConfiguration = { LocationConstraint: this.region as BucketLocationConstraint };
    }
    try {
      await this.client.send(new CreateBucketCommand(input));
    } catch (error) {
      // Another instance may have created it since our HEAD. S3 says BucketAlreadyOwnedByYou; s3rver (and S3 when
      // someone else owns the name) says BucketAlreadyExists, so only accept it if we can actually reach the bucket.
      const alreadyThere =
        error instanceof S3ServiceException &&
        (error.name === 'BucketAlreadyOwnedByYou' || error.name === 'BucketAlreadyExists');
      if (alreadyThere && (await this.bucketExists())) return;
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (response.Body === undefined) return { body: Buffer.alloc(0), contentType: FALLBACK_CONTENT_TYPE };
      const bytes = await response.Body.transformToByteArray();
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: response.ContentType ?? FALLBACK_CONTENT_TYPE,
      };
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const unique = [...new Set(keys)];
    unique.forEach(assertSafeKey);
    for (let start = 0; start < unique.length; start += DELETE_BATCH_SIZE) {
      const batch = unique.slice(start, start + DELETE_BATCH_SIZE);
      const response = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failures = (response.Errors ?? [])
        .filter((e) => e.Code !== 'NoSuchKey')
        .map((e) => ({ key: e.Key ?? '?', code: e.Code ?? 'Unknown', message: e.Message ?? '' }));
      if (failures.length > 0) throw new ObjectStorageDeleteError(failures);
    }
  }

  /** A presigned GET URL valid for `urlExpiresInSeconds`. */
  async url(key: string): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: this.urlExpiresInSeconds,
    });
  }

  private async bucketExists(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch (error) {
      if (isMissingBucket(error)) return false;
      throw error;
    }
  }

  /** Closes the HTTP connections of the underlying client. */
  destroy(): void {
    this.client.destroy();
  }
}

/** GetObject of an absent key: NoSuchKey (or a bare 404); a missing bucket is a configuration error instead. */
function isMissingKey(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/** HeadBucket of an absent bucket: a bodiless 404 (NotFound), or NoSuchBucket. */
function isMissingBucket(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchBucket' || error.$metadata.httpStatusCode === 404;
}
