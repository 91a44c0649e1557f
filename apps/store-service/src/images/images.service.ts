import { Injectable } from '@nestjs/common';
import {
  AddImagesMessage,
  AddImagesResult,
  CommonErrorCode,
  DomainError,
  RemoveImagesMessage,
  RemovedImagesView,
} from '@stamp/contracts';
import { MAX_NORMAL_STORE_IMAGES } from '@stamp/shared';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { StoreErrors } from '../store.errors';
import { toImageView } from '../stores/store.mapper';
import { StoresRepository } from '../stores/stores.repository';
import { ImagesRepository } from './images.repository';

@Injectable()
export class ImagesService {
  constructor(
    private readonly images: ImagesRepository,
    private readonly stores: StoresRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Records uploaded images: at most 15 normal ones and one representative, which a new one replaces.
   * The store row is locked so two uploads at once cannot pass the limit together.
   */
  async add(message: AddImagesMessage): Promise<AddImagesResult> {
    return this.unitOfWork.run(async (tx) => {
      const store = await this.stores.findByIdForUpdate(message.storeId, tx);
      if (!store) {
        throw StoreErrors.storeNotFound();
      }
      let replaced: string[] = [];
      if (message.type === 'representative') {
        if (message.keys.length !== 1) {
          throw new DomainError(CommonErrorCode.ValidationFailed, 'Upload exactly one representative image');
        }
        const previous = await this.images.findOfType(store.id, 'representative', tx);
        await this.images.deleteByIds(
          previous.map((image) => image.id),
          tx,
        );
        replaced = previous.map((image) => image.key);
      } else {
        const existing = await this.images.countOfType(store.id, 'normal', tx);
        if (existing + message.keys.length > MAX_NORMAL_STORE_IMAGES) {
          throw StoreErrors.imageLimit();
        }
      }
      const inserted = await this.images.insertMany(store.id, message.type, message.keys, tx);
      return { images: inserted.map(toImageView), replaced };
    });
  }

  /** Removes images by key; an owner (storeId given) may remove only their own store's images. */
  async remove(message: RemoveImagesMessage): Promise<RemovedImagesView> {
    return this.unitOfWork.run(async (tx) => {
      const found = await this.images.findByKeys(message.keys, tx);
      if (found.length === 0) {
        throw StoreErrors.imageNotFound();
      }
      if (message.storeId !== undefined && found.some((image) => image.storeId !== message.storeId)) {
        throw StoreErrors.notOwner('These images belong to another store');
      }
      await this.images.deleteByIds(
        found.map((image) => image.id),
        tx,
      );
      return { removed: found.map((image) => image.key) };
    });
  }
}
