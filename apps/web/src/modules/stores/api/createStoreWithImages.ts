import { ApiError, asErrorBody, dataOf, type Schema } from '@stamp/api-client';

import { apiClient } from '../../api';
import { shrinkPhotos } from '../../store-images';

export type NewStore = Schema<'CreateStoreRequest'>;

export interface NewStorePhotos {
  representative: readonly File[];
  normal: readonly File[];
}

/** The multipart fields the gateway reads the photos from (POST /api/v1/store/create). */
const PHOTO_FIELDS = { representative: 'representative', normal: 'images' } as const;

/**
 * Registers a store with its photos in one multipart request: the gateway creates the store with its
 * images or nothing at all, so a failed request leaves nothing behind and sending the form again makes
 * exactly one store. Answers the new store's id.
 */
export async function createStoreWithImages(store: NewStore, photos: NewStorePhotos): Promise<number> {
  const representative = await shrinkPhotos(photos.representative);
  const normal = await shrinkPhotos(photos.normal);
  const { data, error } = await apiClient.POST('/api/v1/store/create', {
    body: store,
    bodySerializer: (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === 'string') form.append(name, value);
      }
      for (const file of representative) form.append(PHOTO_FIELDS.representative, file, file.name);
      for (const file of normal) form.append(PHOTO_FIELDS.normal, file, file.name);
      return form;
    },
  });
  if (error !== undefined) {
    const refusal = asErrorBody(error);
    throw refusal ? new ApiError(refusal) : new Error('The store was not registered');
  }
  return dataOf({ data }).id;
}
