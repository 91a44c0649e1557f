/**
 * Turns an event payload stored in an older format into the current one, before it is validated. Events
 * live on in outbox rows and JetStream streams after their contract changes, so a consumer must still read
 * what an older release wrote.
 */
export type Upcaster = (payload: unknown) => unknown;

/**
 * An upcaster for renamed fields, `{ oldName: 'newName' }`: a payload that carries an old name and not the
 * new one gets the value under the new name (and loses the old one). Anything else passes unchanged.
 */
export function renamedFields(renames: Readonly<Record<string, string>>): Upcaster {
  return (payload) => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return payload;
    }
    const stored = payload as Record<string, unknown>;
    const current = Object.fromEntries(
      Object.entries(stored).filter(([name]) => !Object.hasOwn(renames, name)),
    );
    for (const [oldName, newName] of Object.entries(renames)) {
      if (Object.hasOwn(stored, oldName) && !Object.hasOwn(current, newName)) {
        current[newName] = stored[oldName];
      }
    }
    return current;
  };
}

/** The member number was `bbs_no` (member events) and `user_id` (ticket.redeemed) before ADR 0006. */
export const memberNoUpcaster = renamedFields({ bbs_no: 'memberNo', user_id: 'memberNo' });
