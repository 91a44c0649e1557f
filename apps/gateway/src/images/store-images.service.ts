import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ImageView, StoreRequests } from '@stamp/contracts';
import { ObjectStorage, sniffImage } from '@stamp/server-kit/storage';
import { ImageType } from '@stamp/shared';
import { GatewaySettings } from '../gateway.settings';
import { OBJECT_STORAGE, SETTINGS } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';
import { Caller } from '../http/caller';
import { FileRules, FormFile, FormLimits, ReadForm, isMultipart, readMultipartForm } from './multipart-form';

export class UploadedImageView extends ImageView {
  @ApiProperty({ example: 'http://localhost:3000/api/v1/images/file/stores/12/0b7c.jpg' }) url!: string;
}

/** An image of a form, spooled to a file of its own until it is stored. */
export interface ImageFile {
  field: string;
  path: string;
  mime: string;
  ext: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ImageFile[];
}

/** The fields a route takes images in: how many files each may hold, and what one more answers (400). */
export type ImageFields = Readonly<Record<string, { max: number; tooMany: string }>>;

export const UNSUPPORTED_IMAGE = 'Only image files can be uploaded (JPEG, PNG, GIF or WebP).';

/**
 * A route's rules for the files of its form: each in a field it takes and within that field's count, refused
 * as it starts to arrive; each an image by its content (400 otherwise).
 */
function imageRules(fileFields: ImageFields): FileRules<Omit<ImageFile, 'path'>> {
  const counts = new Map<string, number>();
  return {
    start(field) {
      const rule = Object.hasOwn(fileFields, field) ? fileFields[field] : undefined;
      if (!rule) {
        throw new BadRequestException(
          `Send the images in the field ${Object.keys(fileFields)
            .map((f) => `"${f}"`)
            .join(' or ')}.`,
        );
      }
      const count = (counts.get(field) ?? 0) + 1;
      counts.set(field, count);
      if (count > rule.max) {
        throw new BadRequestException(rule.tooMany);
      }
    },
    accept(file: FormFile) {
      const sniffed = sniffImage(file.head, file.size);
      if (!sniffed) {
        throw new BadRequestException(UNSUPPORTED_IMAGE);
      }
      return { field: file.field, mime: sniffed.mime, ext: sniffed.ext };
    },
  };
}

/**
 * Store images in the gateway: reads multipart forms as they arrive (every file checked by its content and
 * counted, the body's size bounded, each file spooled to disk rather than held in memory), streams the files
 * to object storage and has the store service record the keys, removing the bytes again when the store
 * service refuses them (docs/decisions/0002-image-bytes-in-the-gateway.md).
 */
@Injectable()
export class StoreImagesService {
  constructor(
    private readonly bus: CallerBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  /**
   * Reads the request's multipart form, whose files are images sent in `fileFields`, and hands it to `use`;
   * the spooled files are removed once `use` has finished, whatever its outcome.
   */
  async withForm<T>(
    request: FastifyRequest,
    fileFields: ImageFields,
    use: (form: MultipartForm) => Promise<T>,
  ): Promise<T> {
    if (!isMultipart(request.raw)) {
      throw new BadRequestException('Send the images as multipart/form-data.');
    }
    const spoolDir = await mkdtemp(join(tmpdir(), 'stamp-upload-'));
    const removeSpool = () => rm(spoolDir, { recursive: true, force: true });
    let form: ReadForm<Omit<ImageFile, 'path'>>;
    try {
      form = await readMultipartForm(
        request.raw,
        this.limitsOf(fileFields),
        spoolDir,
        imageRules(fileFields),
      );
    } catch (error) {
      // The refusal is answered at once, while the client may still be sending: the folder goes meanwhile.
      void removeSpool().catch(() => undefined);
      throw error;
    }
    try {
      return await use({
        fields: form.fields,
        files: form.files.map(({ file, path }) => ({ ...file, path })),
      });
    } finally {
      await removeSpool();
    }
  }

  /**
   * Stores the files as the store's images of this type, on behalf of the caller; nothing is kept
   * when the store service refuses.
   */
  async attach(
    storeId: number,
    type: ImageType,
    files: ImageFile[],
    caller: Caller,
  ): Promise<UploadedImageView[]> {
    const keys: string[] = [];
    try {
      for (const file of files) {
        const key = `stores/${storeId}/${randomUUID()}.${file.ext}`;
        await this.storage.putFile(key, file.path, file.mime);
        keys.push(key);
      }
      const result = await this.bus.requestAs(caller, StoreRequests.addImages, { storeId, type, keys });
      await this.storage.delete(result.replaced);
      return await Promise.all(
        result.images.map(async (image) => ({ ...image, url: await this.storage.url(image.key) })),
      );
    } catch (error) {
      await this.storage.delete(keys);
      throw error;
    }
  }

  /**
   * Files up to IMAGE_MAX_BYTES each, the whole body up to UPLOAD_MAX_BYTES; one file more than the fields
   * take in all, so that the field's own rule (its message) refuses it first.
   */
  private limitsOf(fileFields: ImageFields): FormLimits {
    return {
      fileSize: this.settings.IMAGE_MAX_BYTES,
      files: Object.values(fileFields).reduce((sum, rule) => sum + rule.max, 1),
      fields: 20,
      totalSize: this.settings.UPLOAD_MAX_BYTES,
    };
  }
}
