/**
 * The time of an answer kept for `ttlMs`: given until `until`, and from `refreshFrom` (three quarters of the
 * way) still given while the next caller has it read again in the background, so that a caller who keeps
 * asking is never kept waiting by the time running out.
 */
export interface KeptTime {
  refreshFrom: number;
  until: number;
}

const REFRESH_AFTER = 0.75;

export function keptTime(now: number, ttlMs: number): KeptTime {
  return { refreshFrom: now + ttlMs * REFRESH_AFTER, until: now + ttlMs };
}
