import { useState, type SyntheticEvent } from 'react';
import { STORE_CODE_PATTERN } from '@stamp/shared';

import { useMessages } from '../../i18n/useMessages';
import { lookupStoreCode } from '../api/storeOwnerApi';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    setError(null);
    if (!STORE_CODE_PATTERN.test(wanted)) {
      setError(t.invalidStoreCode);
      return;
    }
    setChecking(true);
    const store = await lookupStoreCode(wanted).catch(() => null);
    setChecking(false);
    if (store) onFound({ ...store, code: wanted });
    else setError(t.invalidStoreCode);
  };

  return { code, setCode, error, onSubmit, checking };
}
