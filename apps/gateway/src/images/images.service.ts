import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { RemovedImagesView, StoreRequests } from '@stamp/contracts';
import { ObjectStorage, assertSafeKey } from '@stamp/server-kit/storage';
import { IMAGE_TYPES, ImageType, MAX_NORMAL_STORE_IMAGES, MESSAGES } from '@stamp/shared';
import { AdminOrOwnerCaller } from '../http/caller';
import { storeScopeOf } from '../auth/actors';
import { OBJECT_STORAGE } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';
import { etagOf } from '../http/http-cache';
import { IMAGE_KEYS_MESSAGE } from './dto/delete-images.request';
import { ImageUrlsView, UploadResultView } from './images.views';
import { ImageFields, StoreImagesService } from './store-images.service';

/**
 * A key names its bytes for good (each upload gets a new key), so a browser keeps an image a day without
 * asking, and the key's hash is its ETag.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** An upload's files, in the field `images`: a 16th is refused as it starts to arrive. */
const UPLOAD_FIELDS: ImageFields = {
  images: { max: MAX_NORMAL_STORE_IMAGES, tooMany: MESSAGES.storeImageLimit },
};

/** Store images: upload (admin or the store's owner), URLs and bytes (public), deletion (scoped to an owner). */
@Injectable()
export class ImagesService {
  constructor(
    private readonly bus: CallerBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly storeImages: StoreImagesService,
  ) {}

  async upload(
    caller: AdminOrOwnerCaller,
    storeId: number,
    type: string,
    request: FastifyRequest,
  ): Promise<UploadResultView> {
    if (!(IMAGE_TYPES as readonly string[]).includes(type)) {
      throw new BadRequestException(`type must be one of ${IMAGE_TYPES.join(', ')}`);
    }
    return this.storeImages.withForm(request, UPLOAD_FIELDS, async (form) => {
      if (form.files.length === 0) {
        throw new BadRequestException(MESSAGES.failedToUploadImages);
      }
      return { images: await this.storeImages.attach(storeId, type as ImageType, form.files, caller) };
    });
  }

  async urls(keys: string[]): Promise<ImageUrlsView> {
    keys.forEach((key) => {
      assertSafeKey(key);
    });
    return { urls: await Promise.all(keys.map((key) => this.storage.url(key))) };
  }

  /** Deletes images by key; an owner's keys must be their own store's (the store service checks). */
  async remove(caller: AdminOrOwnerCaller, image: string | string[]): Promise<RemovedImagesView> {
    const keys = Array.isArray(image) ? image : [image];
    if (keys.length === 0) {
      throw new BadRequestException(IMAGE_KEYS_MESSAGE);
    }
    keys.forEach((key) => {
      assertSafeKey(key);
    });
    const result = await this.bus.requestAs(caller, StoreRequests.removeImages, {
      keys,
      storeId: storeScopeOf(caller.principal),
    });
    await this.storage.delete(result.removed);
    return result;
  }

  /** The bytes of a stored image (local storage driver), or (`@fastify/etag`) 304 when the browser has them. */
  async sendFile(reply: FastifyReply, key: string): Promise<void> {
    assertSafeKey(key);
    const object = await this.storage.get(key);
    if (!object) {
      throw new NotFoundException('Image not found');
    }
    await reply
      .header('ETag', etagOf(key))
      .header('Cache-Control', IMAGE_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Type', object.contentType)
      .send(object.body);
  }
}
