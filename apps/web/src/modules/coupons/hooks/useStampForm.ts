import { useState } from 'react';

import { useMessages } from '../../i18n';
import type { TicketView } from '../../tickets';
import { addStamp, useInvalidateCards } from '../api/coupons';
import { useStorePasswordTap } from '../../store-password';

interface StampTarget {
  bbsNo: number;
  missionId: number;
  couponId: number | null;
  /** The mission takes stamps (ongoing and not expired); otherwise a tap says 'This mission is inactive.'. */
  active: boolean;
}

/**
 * The stamp page's tap (spec §4 stamp flow, §8 messages): a tap on the next slot opens the password prompt;
 * the stamp goes with its own Idempotency-Key; 'Stamp added successfully.' or 'Mission complete! …' with
 * the new ticket; a refusal keeps the prompt open with the password in the field.
 */
export function useStampForm(target: StampTarget | null) {
  const t = useMessages();
  const invalidateCards = useInvalidateCards();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<TicketView | null>(null);
  const tap = useStorePasswordTap((idempotencyKey, password) => {
    if (!target) throw new Error('The stamp page has no card to stamp');
    return addStamp({ ...target, password, idempotencyKey });
  }, t.stampNeedsConnection);

  /** `code`: a rotating code to fill in (the stamp page's `?code=`, a scanned QR code); the member confirms. */
  const openPrompt = (code?: string) => {
    setNotice(null);
    setPageError(null);
    if (!target?.active) {
      setPageError(t.missionInactive);
      return;
    }
    if (!tap.online) {
      setPageError(t.stampNeedsConnection);
      return;
    }
    tap.setError(null);
    if (code !== undefined) tap.setPassword(code);
    setOpen(true);
  };

  const closePrompt = () => {
    if (!tap.inFlight) setOpen(false);
  };

  const submit = async () => {
    const result = await tap.submit();
    if (!result) return;
    setOpen(false);
    setNotice(result.completed ? t.missionComplete : t.stampAdded);
    if (result.completed && result.ticket) setTicket(result.ticket);
    await invalidateCards();
  };

  return { open, openPrompt, closePrompt, submit, notice, pageError, ticket, tap };
}
