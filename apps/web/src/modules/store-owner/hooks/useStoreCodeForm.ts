import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { useMessages } from '../../i18n';
import { lookupStoreCode } from '../api/storeOwnerApi';
import { storeCodeSchema, type StoreCodeValues } from '../validation-schemas/storeCodeSchema';

export interface FoundStore {
  id: number;
  name: string;
  code: string;
}

/**
 * The gear icon's first step (spec §2, §5, §8): a 6-character store code; an unknown code, a malformed one
 * or a failed call all say 'Invalid store code'.
 */
export function useStoreCodeForm(onFound: (store: FoundStore) => void) {
  const t = useMessages();
  const form = useForm<StoreCodeValues, unknown, { code: string }>({
    resolver: zodResolver(storeCodeSchema(t)),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const store = await lookupStoreCode(code).catch(() => null);
    if (store) onFound({ ...store, code });
    else form.setError('code', { message: t.invalidStoreCode }, { shouldFocus: true });
  });

  return { form, error: errors.code?.message ?? null, onSubmit, checking: isSubmitting };
}
