import { ApiError } from '@stamp/api-client';
import type { ImageType } from '@stamp/shared';

import { api, apiClient } from '../../api';
import { shrinkPhoto } from './shrinkPhoto';

/** URLs that serve these image keys, in the same order (spec §7, POST /api/v1/images/url). */
export function useImageUrls(keys: readonly string[]) {
  return api.useQuery(
    'post',
    '/api/v1/images/url',
    { body: { keys: [...keys] } },
    { enabled: keys.length > 0, staleTime: 5 * 60_000 },
  );
}

/** The photos as they are sent, each shrunk (shrinkPhoto.ts). */
export async function shrinkPhotos(files: readonly File[]): Promise<File[]> {
  const shrunk: File[] = [];
  // One at a time: a 12-megapixel photo takes 48 MB to decode, and a cheap phone has little to spare.
  for (const file of files) shrunk.push(await shrinkPhoto(file));
  return shrunk;
}

/** Uploads a store's images of one type (multipart field `images`), each shrunk first (shrinkPhoto.ts). */
export async function uploadStoreImages(
  storeId: number,
  type: ImageType,
  files: readonly File[],
): Promise<void> {
  if (files.length === 0) return;
  const shrunk = await shrinkPhotos(files);
  const { error } = await apiClient.POST('/api/v1/upload/image/store={id}/type={type}', {
    params: { path: { id: storeId, type } },
    body: { images: [] },
    bodySerializer: () => {
      const form = new FormData();
      for (const file of shrunk) form.append('images', file, file.name);
      return form;
    },
  });
  if (error !== undefined) throw new ApiError(error);
}

/** Deletes images by key. */
export async function deleteStoreImages(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const { error } = await apiClient.DELETE('/api/v1/image', { body: { image: [...keys] } });
  if (error !== undefined) throw new ApiError(error);
}
