import { useRef, useState } from 'react';

import { isConnectionFailure, newIdempotencyKey } from './network';

export type TapOutcome<Value> =
  { ok: true; value: Value } | { ok: false; error: unknown; connectionLost: boolean };

/**
 * One tap of a phone-grade password action (stamp, redeem; api-contract "Idempotency-Key"): each new tap
 * gets its own key; when the connection is lost before an answer, trying again with the same password reuses
 * that tap's key, so the server answers the first result instead of stamping twice. Any answer from the
 * server ends the tap. A tap already in flight ignores another (a double tap), and `inFlight` says so.
 */
export function useIdempotentTap<Value>(send: (idempotencyKey: string, password: string) => Promise<Value>) {
  const unanswered = useRef<{ key: string; password: string } | null>(null);
  const busy = useRef(false);
  const [inFlight, setInFlight] = useState(false);
  const [connectionLost, setConnectionLost] = useState(false);

  const run = async (password: string): Promise<TapOutcome<Value> | null> => {
    if (busy.current) return null;
    const previous = unanswered.current;
    const key = previous?.password === password ? previous.key : newIdempotencyKey();
    unanswered.current = { key, password };
    busy.current = true;
    setInFlight(true);
    setConnectionLost(false);
    try {
      const value = await send(key, password);
      unanswered.current = null;
      return { ok: true, value };
    } catch (error) {
      const lost = isConnectionFailure(error);
      if (!lost) unanswered.current = null;
      setConnectionLost(lost);
      return { ok: false, error, connectionLost: lost };
    } finally {
      busy.current = false;
      setInFlight(false);
    }
  };

  return { run, inFlight, connectionLost };
}
