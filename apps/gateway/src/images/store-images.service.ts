import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ImageView, StoreRequests } from '@stamp/contracts';
import { ObjectStorage, sniffImage } from '@stamp/server-kit/storage';
import { ImageType, MAX_NORMAL_STORE_IMAGES } from '@stamp/shared';
import { GatewaySettings } from '../gateway.settings';
import { OBJECT_STORAGE, SETTINGS } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';
import { Caller } from '../http/caller';
import { FormFile, FormLimits, isMultipart, readMultipartForm } from './multipart-form';

export class UploadedImageView extends ImageView {
  @ApiProperty({ example: 'http://localhost:3000/api/v1/images/file/stores/12/0b7c.jpg' }) url!: string;
}

export interface ImageFile {
  field: string;
  bytes: Buffer;
  mime: string;
  ext: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ImageFile[];
}

export const UNSUPPORTED_IMAGE = 'Only image files can be uploaded (JPEG, PNG, GIF or WebP).';

/** A form's file as an image: refused (400) in a field not named, or when its bytes are no image we take. */
function imageOf(file: FormFile, fileFields: readonly string[]): ImageFile {
  if (!fileFields.includes(file.field)) {
    throw new BadRequestException(
      `Send the images in the field ${fileFields.map((f) => `"${f}"`).join(' or ')}.`,
    );
  }
  const sniffed = sniffImage(file.bytes);
  if (!sniffed) {
    throw new BadRequestException(UNSUPPORTED_IMAGE);
  }
  return { field: file.field, bytes: file.bytes, mime: sniffed.mime, ext: sniffed.ext };
}

/**
 * Store images in the gateway: reads multipart forms (every file checked by its content), writes the
 * bytes to object storage and has the store service record the keys, removing the bytes again when the
 * store service refuses them.
 */
@Injectable()
export class StoreImagesService {
  /** Files up to IMAGE_MAX_BYTES each; a store's representative and normal images at most twice over. */
  private readonly limits: FormLimits;

  constructor(
    private readonly bus: CallerBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SETTINGS) settings: GatewaySettings,
  ) {
    this.limits = {
      fileSize: settings.IMAGE_MAX_BYTES,
      files: 2 * (MAX_NORMAL_STORE_IMAGES + 1),
      fields: 20,
    };
  }

  /** A multipart form whose files are images (checked by their content) sent in one of `fileFields`. */
  readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
    if (!isMultipart(request.raw)) {
      throw new BadRequestException('Send the images as multipart/form-data.');
    }
    return readMultipartForm(request.raw, this.limits, (file) => imageOf(file, fileFields));
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
        await this.storage.put(key, file.bytes, file.mime);
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
}
