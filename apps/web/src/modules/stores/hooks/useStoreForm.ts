import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { firstError } from '../../api';
import { useMessages } from '../../i18n';
import { useStagedImages } from '../../store-images';
import { firstFieldError } from '../../ui/formErrors';
import { toast } from '../../ui/toast';
import { useCreateStore, useInvalidateStores, useUpdateStore, type StoreFull } from '../api/useStores';
import {
  imageAlert,
  STORE_FIELDS,
  storeSchema,
  type StoreFormValues,
} from '../validation-schemas/storeSchema';

function valuesOf(store: StoreFull | undefined, code: string): StoreFormValues {
  return {
    code: store?.code ?? code,
    name: store?.name ?? '',
    password: store?.password ?? '',
    owner_name: store?.owner_name ?? '',
    email: store?.email ?? '',
    phone_number: store?.phone_number ?? '',
    owner_phone: store?.owner_phone ?? '',
    region: store?.region ?? '',
    province: store?.province ?? '',
    address: store?.address ?? '',
    stamp_mode: store?.stamp_mode ?? 'password',
    owner_password: '',
  };
}

/**
 * The store form of the registration page (a new store with its generated code) and of the edit popup:
 * fields, staged photos, the spec's alerts in order, then save: a new store with its photos in one request,
 * an edited one and then its photo changes.
 */
export function useStoreForm({
  store,
  code,
  onSaved,
}: {
  store?: StoreFull;
  code: string;
  onSaved: (id: number) => void;
}) {
  const t = useMessages();
  const creating = store === undefined;
  const form = useForm<StoreFormValues>({
    resolver: zodResolver(storeSchema(t, store?.password)),
    values: valuesOf(store, code),
    resetOptions: { keepDirtyValues: true },
  });
  const images = useStagedImages(store?.Images);
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateStore();
  const update = useUpdateStore();
  const invalidate = useInvalidateStores();
  const [savingImages, setSavingImages] = useState(false);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const photos = imageAlert(t, images.counts, creating);
      if (photos) {
        setAlert(photos);
        return;
      }
      setAlert(null);
      try {
        const { code: storeCode, owner_password, stamp_mode, ...rest } = values;
        const fields = owner_password ? { ...rest, owner_password } : rest;
        let id: number;
        if (creating) {
          // The store and its photos in one request: created together or not at all.
          id = await create.mutateAsync({
            store: { ...fields, code: storeCode },
            photos: {
              representative: images.newFiles('representative'),
              normal: images.newFiles('normal'),
            },
          });
        } else {
          id = (await update.mutateAsync({ body: { ...fields, stamp_mode, id: store.id } })).id;
          setSavingImages(true);
          await images.commit(id);
        }
        await invalidate();
        toast.success(creating ? t.storeCreated : t.updateSuccess);
        onSaved(id);
      } catch (error) {
        setAlert(`Error: ${firstError(error) ?? t.genericError}`);
        await invalidate();
      } finally {
        setSavingImages(false);
      }
    },
    (errors) => {
      setAlert(firstFieldError(errors, STORE_FIELDS)?.message ?? null);
    },
  );

  return {
    form,
    images,
    alert,
    onSubmit,
    saving: create.isPending || update.isPending || savingImages,
    creating,
  };
}
