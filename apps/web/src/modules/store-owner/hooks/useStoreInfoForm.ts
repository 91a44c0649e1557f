import { useState, type SyntheticEvent } from 'react';
import { isShortStampPassword, type Catalogue, type StampMode } from '@stamp/shared';

import { errorMessage, firstError } from '../../api';
import { useMessages } from '../../i18n';
import { useMobileConfirm } from '../../mobile-shell';
import { useStagedImages } from '../../store-images';
import { useInvalidateStores, useUpdateStore, type StoreFull } from '../../stores';
import type { PickedImage } from '../../ui/ImagePicker';

export interface StoreInfoValues {
  password: string;
  phone_number: string;
  region: string;
  province: string;
  address: string;
  stamp_mode: StampMode;
}

/**
 * The store's fields the owner may change (not the name: only an administrator renames a store), the spec's
 * §5 messages in its order; null when all is well. A new stamp password has at least 6 characters; the
 * store's `currentPassword`, however short, may stay.
 */
export function storeInfoProblem(
  values: StoreInfoValues,
  photos: { representative: number },
  t: Catalogue,
  currentPassword: string,
) {
  const password = values.password.trim();
  if (!password) return t.storePasswordRequired;
  if (password !== currentPassword.trim() && isShortStampPassword(password)) return t.stampPasswordTooShort;
  if (!values.phone_number.trim()) return t.storePhoneRequired;
  if (!values.region) return t.regionRequired;
  if (!values.province) return t.provinceRequired;
  if (!values.address.trim()) return t.addressRequired;
  if (photos.representative === 0) return t.representativeImageRequired;
  return null;
}

/**
 * Spec §2 /info: the owner edits the store (the code and name are shown, never sent as changes); photo removals and
 * additions are staged and applied after the fields are saved ('Update success').
 */
export function useStoreInfoForm(store: StoreFull) {
  const t = useMessages();
  const update = useUpdateStore();
  const invalidate = useInvalidateStores();
  const images = useStagedImages(store.Images);
  const confirm = useMobileConfirm();
  const [values, setValues] = useState<StoreInfoValues>({
    password: store.password,
    phone_number: store.phone_number,
    region: store.region,
    province: store.province,
    address: store.address,
    stamp_mode: store.stamp_mode,
  });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<StoreInfoValues>) => {
    setDone(null);
    setValues((current) => ({ ...current, ...patch }));
  };

  const removeImage = async (image: PickedImage) => {
    if (!image.pending && !(await confirm.ask(t.imageDeleteConfirm, t.mobileDelete, { danger: true })))
      return;
    setDone(null);
    images.remove(image);
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setDone(null);
    const problem = storeInfoProblem(values, images.counts, t, store.password);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await update.mutateAsync({
        body: {
          id: store.id,
          code: store.code,
          password: values.password.trim(),
          phone_number: values.phone_number.trim(),
          region: values.region,
          province: values.province,
          address: values.address.trim(),
          stamp_mode: values.stamp_mode,
        },
      });
      await images.commit(store.id);
      await invalidate();
      setDone(t.updateSuccess);
    } catch (failure) {
      const first = firstError(failure);
      setError(first ? `${t.ownerErrorPrefix}${first}` : errorMessage(failure, t));
    } finally {
      setSaving(false);
    }
  };

  return { values, change, images, removeImage, error, done, onSubmit, saving, confirmSheet: confirm.sheet };
}
