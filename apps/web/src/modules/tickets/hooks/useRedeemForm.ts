import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { queryKeys } from '../../api';
import { useStorePasswordTap } from '../../store-password';
import { useMessages } from '../../i18n';
import { redeemTicket } from '../api/tickets';

/**
 * Redeeming a ticket with the store's password (spec §8: 'Coupon used successfully.', 'No ticket found.',
 * 'Password is incorrect.'), one Idempotency-Key per tap as the stamp does; the password stays on a refusal.
 */
export function useRedeemForm(ticketId: number) {
  const t = useMessages();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const tap = useStorePasswordTap(
    (idempotencyKey, password) => redeemTicket(ticketId, password, idempotencyKey),
    t.redeemNeedsConnection,
  );

  const submit = async () => {
    if (!(await tap.submit())) return;
    setDone(true);
    await Promise.all(
      [
        queryKeys.path('/api/v1/tickets/member={bbs_no}'),
        queryKeys.path('/api/v1/ticket/ticket_id={id}'),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };

  return { submit, done, tap };
}
