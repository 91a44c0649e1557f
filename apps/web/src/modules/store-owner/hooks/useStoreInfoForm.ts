import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { errorMessage, firstError } from '../../api';
import { useMessages } from '../../i18n';
import { useMobileConfirm } from '../../mobile-shell';
import { useStagedImages } from '../../store-images';
import { useInvalidateStores, useUpdateStore, type StoreFull } from '../../stores';
import { firstFieldError } from '../../ui/formErrors';
import type { PickedImage } from '../../ui/ImagePicker';
import {
  STORE_INFO_ORDER,
  storeInfoSchema,
  type StoreInfoValues,
} from '../validation-schemas/storeInfoSchema';

/**
 * Spec §2 /info: the owner edits the store (the code and name are shown, never sent as changes): the store
 * rules in the spec's order, one alert with its field focused, then the representative photo ('Representative
 * image is required'); photo removals and additions are staged and applied after the fields are saved
 * ('Update success').
 */
export function useStoreInfoForm(store: StoreFull) {
  const t = useMessages();
  const update = useUpdateStore();
  const invalidate = useInvalidateStores();
  const images = useStagedImages(store.Images);
  const confirm = useMobileConfirm();
  const form = useForm<StoreInfoValues>({
    resolver: zodResolver(storeInfoSchema(t, store.password)),
    defaultValues: {
      password: store.password,
      phone_number: store.phone_number,
      region: store.region,
      province: store.province,
      address: store.address,
      stamp_mode: store.stamp_mode,
    },
    // One alert at a time, as the spec shows them: it changes on the next submit, not on every key.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState<string | null>(null);

  const removeImage = async (image: PickedImage) => {
    if (!image.pending && !(await confirm.ask(t.imageDeleteConfirm, t.mobileDelete, { danger: true })))
      return;
    setDone(null);
    images.remove(image);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setDone(null);
      const refuse = (message: string) => {
        form.setError('root', { message });
      };
      if (images.counts.representative === 0) {
        refuse(t.representativeImageRequired);
        return;
      }
      try {
        await update.mutateAsync({ body: { id: store.id, code: store.code, ...values } });
        await images.commit(store.id);
        await invalidate();
        setDone(t.updateSuccess);
      } catch (failure) {
        const first = firstError(failure);
        refuse(first ? `${t.ownerErrorPrefix}${first}` : errorMessage(failure, t));
      }
    },
    (invalid) => {
      setDone(null);
      const first = firstFieldError(invalid, STORE_INFO_ORDER);
      if (first) form.setFocus(first.field);
    },
  );

  return {
    form,
    images,
    removeImage,
    error: errors.root?.message ?? firstFieldError(errors, STORE_INFO_ORDER)?.message ?? null,
    done,
    /** A change takes 'Update success' away (the form's change events bubble here). */
    changed: () => {
      setDone(null);
    },
    onSubmit,
    saving: isSubmitting,
    confirmSheet: confirm.sheet,
  };
}
