import { useState } from 'react';

import { useOnline, errorMessage, useIdempotentTap } from '../../api';
import { useMessages } from '../../i18n';

/**
 * The store's password typed on the member's phone, sent as one tap (stamp, redeem): refused offline with
 * `offlineMessage`, one Idempotency-Key per tap (useIdempotentTap), the server's refusal in the member's
 * language with the password left in the field. `submit` answers the call's value, or null when it failed.
 */
export function useStorePasswordTap<Value>(
  send: (idempotencyKey: string, password: string) => Promise<Value>,
  offlineMessage: string,
) {
  const t = useMessages();
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tap = useIdempotentTap(send);

  const submit = async (): Promise<Value | null> => {
    setError(null);
    if (!online) {
      setError(offlineMessage);
      return null;
    }
    if (password === '') {
      setError(t.passwordRequired);
      return null;
    }
    const outcome = await tap.run(password);
    if (!outcome) return null;
    if (!outcome.ok) {
      if (!outcome.connectionLost) setError(errorMessage(outcome.error, t));
      return null;
    }
    setPassword('');
    return outcome.value;
  };

  return {
    password,
    setPassword,
    submit,
    error,
    setError,
    online,
    inFlight: tap.inFlight,
    connectionLost: tap.connectionLost,
  };
}

export type StorePasswordTap = ReturnType<typeof useStorePasswordTap>;
