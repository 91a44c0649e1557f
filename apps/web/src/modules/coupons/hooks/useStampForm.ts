import { useState } from 'react';

import { useIdempotentTap } from '../../api/useIdempotentTap';
import { useOnline } from '../../api/network';
import { localizedErrorMessage } from '../../api/serverMessage';
import { useMessages } from '../../i18n/useMessages';
import type { TicketView } from '../../tickets/api/tickets';
import { addStamp, useInvalidateCards } from '../api/coupons';

interface StampTarget {
  bbsNo: number;
  missionId: number;
  couponId: number | null;
  /** The mission takes stamps (ongoing and not expired); otherwise a tap says 'This mission is inactive.'. */
  active: boolean;
}

/**
 * The stamp page's tap (spec §4 stamp flow, §8 messages): a tap on the next slot opens the password prompt;
 * the stamp goes with its own Idempotency-Key (useIdempotentTap); 'Stamp added successfully.' or 'Mission
 * complete! …' with the new ticket; a refusal keeps the prompt open with the password in the field.
 */
export function useStampForm(target: StampTarget | null) {
  const t = useMessages();
  const online = useOnline();
  const invalidateCards = useInvalidateCards();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<TicketView | null>(null);
  const tap = useIdempotentTap((idempotencyKey, stampPassword) => {
    if (!target) throw new Error('The stamp page has no card to stamp');
    return addStamp({ ...target, password: stampPassword, idempotencyKey });
  });

  const openPrompt = () => {
    setNotice(null);
    setPageError(null);
    if (!target?.active) {
      setPageError(t.missionInactive);
      return;
    }
    if (!online) {
      setPageError(t.stampNeedsConnection);
      return;
    }
    setError(null);
    setOpen(true);
  };

  const closePrompt = () => {
    if (!tap.inFlight) setOpen(false);
  };

  const submit = async () => {
    setError(null);
    if (!online) {
      setError(t.stampNeedsConnection);
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
    const { completed, ticket: won } = outcome.value;
    setOpen(false);
    setPassword('');
    setNotice(completed ? t.missionComplete : t.stampAdded);
    if (completed && won) setTicket(won);
    await invalidateCards();
  };

  return {
    open,
    openPrompt,
    closePrompt,
    password,
    setPassword,
    submit,
    error,
    notice,
    pageError,
    ticket,
    inFlight: tap.inFlight,
    connectionLost: tap.connectionLost,
  };
}
