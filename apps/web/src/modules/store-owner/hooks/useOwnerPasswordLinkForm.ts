import { useState, type SyntheticEvent } from 'react';

import { errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useOwnerPasswordLink } from '../api/storeOwnerApi';
import type { FoundStore } from './useStoreCodeForm';

/**
 * "First time, or forgot the password?": the store's e-mail → POST /api/v1/store/owner-password/link. The
 * gateway answers the same whether the e-mail matches or not, and so does this form.
 */
export function useOwnerPasswordLinkForm(store: FoundStore) {
  const t = useMessages();
  const link = useOwnerPasswordLink();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '') {
      setError(t.storeEmailRequired);
      return;
    }
    try {
      await link.mutateAsync({ body: { code: store.code, email: email.trim() } });
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return { email, setEmail, error, sent, onSubmit, submitting: link.isPending };
}
