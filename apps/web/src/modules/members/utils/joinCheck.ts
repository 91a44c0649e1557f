/** A member's join_check (spec §3): 2 active, 1 suspended; anything else is withdrawn. */
export const JOIN_CHECK = { active: 2, suspended: 1 } as const;
