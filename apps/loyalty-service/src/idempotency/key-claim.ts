/**
 * The Idempotency-Key of a request as a statement that claims it in the database takes it
 * (`loyalty.add_stamp`, `loyalty.redeem_ticket`): the key, the SHA-256 of the request, and the oldest
 * record that still counts.
 */
export interface KeyClaim {
  key: string;
  requestHash: string;
  since: Date;
}

/** Another request with the same Idempotency-Key committed while this one ran: this one changed nothing. */
export class KeyClaimed extends Error {}

/**
 * The unique_violation such a statement raises (constraint `idempotency_keys_claimed`) when a concurrent
 * request claimed the key first; TypeORM's driver names the constraint `constraint`, postgres.js
 * `constraint_name`.
 */
export function isKeyClaimed(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const { code, constraint, constraint_name } = error as {
    code?: unknown;
    constraint?: unknown;
    constraint_name?: unknown;
  };
  return (
    code === '23505' &&
    (constraint === 'idempotency_keys_claimed' || constraint_name === 'idempotency_keys_claimed')
  );
}
