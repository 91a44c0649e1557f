import { useEffect, useMemo, useRef, useState } from 'react';
import type { Schema } from '@stamp/api-client';
import { MAX_NORMAL_STORE_IMAGES, type ImageType } from '@stamp/shared';

import type { PickedImage } from '../../ui/ImagePicker';
import { deleteStoreImages, uploadStoreImages, useImageUrls } from '../api/storeImages';

type StoredImage = Schema<'ImageView'>;

interface PendingFile {
  id: string;
  file: File;
  url: string;
  type: ImageType;
}

let nextLocalId = 0;

/**
 * A store's photos as the form edits them: removals and new files are only staged, and `commit` applies
 * them (deletes first, then uploads) when the form is saved (spec §2, "Image edits are staged"). A new
 * store takes its photos from `newFiles` instead, sent with its fields in one request.
 */
export function useStagedImages(stored: readonly StoredImage[] = []) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingFile[]>([]);
  const urls = useImageUrls(stored.map((image) => image.key));
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  useEffect(
    () => () => {
      pendingRef.current.forEach((file) => {
        URL.revokeObjectURL(file.url);
      });
    },
    [],
  );

  const urlOf = useMemo(() => {
    const map = new Map<string, string>();
    stored.forEach((image, index) => {
      const url = urls.data?.urls[index];
      if (url) map.set(image.key, url);
    });
    return map;
  }, [stored, urls.data]);

  const picked = (type: ImageType): PickedImage[] => [
    ...stored
      .filter((image) => image.type === type && !removed.has(image.key))
      .map((image) => ({
        id: image.key,
        url: urlOf.get(image.key),
        loading: urls.isPending,
        pending: false,
      })),
    ...pending
      .filter((file) => file.type === type)
      .map((file) => ({ id: file.id, url: file.url, loading: false, pending: true })),
  ];

  const add = (type: ImageType, files: File[]) => {
    const fresh = files.map((file) => ({
      id: `local-${String(nextLocalId++)}`,
      file,
      url: URL.createObjectURL(file),
      type,
    }));
    setPending((current) => {
      if (type === 'representative') {
        current
          .filter((file) => file.type === type)
          .forEach((file) => {
            URL.revokeObjectURL(file.url);
          });
        return [...current.filter((file) => file.type !== type), ...fresh.slice(0, 1)];
      }
      return [...current, ...fresh];
    });
    if (type === 'representative') {
      setRemoved((current) => {
        const next = new Set(current);
        stored.filter((image) => image.type === 'representative').forEach((image) => next.add(image.key));
        return next;
      });
    }
  };

  const remove = (image: PickedImage) => {
    if (image.pending) {
      setPending((current) => {
        const gone = current.find((file) => file.id === image.id);
        if (gone) URL.revokeObjectURL(gone.url);
        return current.filter((file) => file.id !== image.id);
      });
    } else {
      setRemoved((current) => new Set(current).add(image.id));
    }
  };

  /** The files picked and not yet sent, of one type. */
  const newFiles = (type: ImageType): File[] =>
    pending.filter((file) => file.type === type).map((file) => file.file);

  const representative = picked('representative');
  const normal = picked('normal');

  const commit = async (storeId: number) => {
    await deleteStoreImages([...removed]);
    await uploadStoreImages(storeId, 'representative', newFiles('representative'));
    await uploadStoreImages(storeId, 'normal', newFiles('normal'));
  };

  return {
    representative,
    normal,
    add,
    remove,
    commit,
    newFiles,
    counts: { representative: representative.length, normal: normal.length },
    maxNormal: MAX_NORMAL_STORE_IMAGES,
    changed: removed.size > 0 || pending.length > 0,
  };
}

export type StagedImages = ReturnType<typeof useStagedImages>;
