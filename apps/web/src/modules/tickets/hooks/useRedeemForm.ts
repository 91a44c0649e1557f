import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { useIdempotentTap } from '../../api/useIdempotentTap';
import { useOnline } from '../../api/network';
import { queryKeys } from '../../api/queryKeys';
import { localizedErrorMessage } from '../../api/serverMessage';
import { useMessages } from '../../i18n/useMessages';
import { redeemTicket } from '../api/tickets';

/**
 * Redeeming a ticket with the store's password (spec §8: 'Coupon used successfully.', 'No ticket found.',
 * 'Password is incorrect.'), one Idempotency-Key per tap as the stamp does; the password stays on a refusal.
 */
export function useRedeemForm(ticketId: number) {
  const t = useMessages();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const tap = useIdempotentTap((idempotencyKey, storePassword) =>
    redeemTicket(ticketId, storePassword, idempotencyKey),
  );

  const submit = async () => {
    setError(null);
    if (!online) {
      setError(t.redeemNeedsConnection);
      return;
    }
    if (password === '') {
      setError(t.passwordRequired);
      return;
    }
    const outcome = await tap.run(password);
    if (!outcome) return;
    if (!outcome.ok) {
      if (!outcome.connectionLost) setError(localizedErrorMessage(outcome.error, t));
      return;
    }
    setDone(true);
    setPassword('');
    await Promise.all(
      [queryKeys.path('/api/v1/tickets/member={bbsNo}'), queryKeys.path('/api/v1/ticket/ticket_id={id}')].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };

  return {
    password,
    setPassword,
    submit,
    error,
    done,
    inFlight: tap.inFlight,
    connectionLost: tap.connectionLost,
  };
}
