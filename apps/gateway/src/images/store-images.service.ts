import { randomUUID } from 'node:crypto';
import { BadRequestException, HttpException, Inject, Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { MultipartFile } from '@fastify/multipart';
import { FastifyRequest } from 'fastify';
import { ImageView, StoreRequests } from '@stamp/contracts';
import { ObjectStorage, sniffImage } from '@stamp/server-kit/storage';
import { ImageType } from '@stamp/shared';
import { OBJECT_STORAGE } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';
import { Caller } from '../http/caller';

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

/**
 * What a failure to read a form becomes: our own 400s and the multipart plugin's 4xx (a file too large,
 * too many files) stay as they are; the parser's complaints about a broken form (no boundary, a form that
 * ends early) are a 400, not a 500.
 */
function unreadableForm(error: unknown): unknown {
  const status: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'statusCode') : undefined;
  if (error instanceof HttpException || (typeof status === 'number' && status >= 400 && status < 500)) {
    return error;
  }
  return new BadRequestException('The form could not be read: send it as multipart/form-data.');
}

/**
 * Store images in the gateway: reads multipart forms (every file checked by its content), writes the
 * bytes to object storage and has the store service record the keys, removing the bytes again when the
 * store service refuses them.
 */
@Injectable()
export class StoreImagesService {
  constructor(
    private readonly bus: CallerBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
    if (!request.isMultipart()) {
      throw new BadRequestException('Send the images as multipart/form-data.');
    }
    const form: MultipartForm = { fields: {}, files: [] };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          form.files.push(await this.readImage(part, fileFields));
        } else {
          form.fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      throw unreadableForm(error);
    }
    return form;
  }

  private async readImage(part: MultipartFile, fileFields: readonly string[]): Promise<ImageFile> {
    if (!fileFields.includes(part.fieldname)) {
      throw new BadRequestException(
        `Send the images in the field ${fileFields.map((f) => `"${f}"`).join(' or ')}.`,
      );
    }
    const bytes = await part.toBuffer();
    const sniffed = sniffImage(bytes);
    if (!sniffed) {
      throw new BadRequestException(UNSUPPORTED_IMAGE);
    }
    return { field: part.fieldname, bytes, mime: sniffed.mime, ext: sniffed.ext };
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
