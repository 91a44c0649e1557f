/** Lockouts get longer each time: 1 minute, 5, 15, 1 hour, 6 hours, then a day (and a day after that). */
export const LOCKOUT_STEPS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 6 * 60 * 60, 24 * 60 * 60] as const;

/** A member's lockout history is forgotten after a day without a wrong password at that store. */
export const STREAK_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface GuessingLimits {
  /** Wrong passwords in a row that lock a member at a store. */
  lockAfter: number;
  /** The same while the store is under a guessing attack (its ceiling is reached). */
  underAttackLockAfter: number;
  /** Wrong passwords at one store, all members together, within the window, that mean an attack. */
  storeCeiling: number;
  windowSeconds: number;
}

export interface Streak {
  /** Wrong passwords in a row, this one included. */
  consecutiveFailures: number;
  /** Lockouts the member already had at this store. */
  lockouts: number;
}

export function lockoutSeconds(previousLockouts: number): number {
  const steps = LOCKOUT_STEPS_SECONDS;
  return steps[Math.min(previousLockouts, steps.length - 1)] ?? steps[steps.length - 1];
}

/**
 * After a wrong password: how long the member is locked out at this store, or null for not at all.
 * Only members who themselves typed wrong passwords are ever locked: a store under attack locks them
 * sooner, and nobody who types the right password is slowed down.
 */
export function lockoutAfterFailure(
  streak: Streak,
  underAttack: boolean,
  limits: GuessingLimits,
): number | null {
  const threshold = underAttack ? Math.min(limits.underAttackLockAfter, limits.lockAfter) : limits.lockAfter;
  return streak.consecutiveFailures >= threshold ? lockoutSeconds(streak.lockouts) : null;
}

export function isUnderAttack(failuresInWindow: number, limits: GuessingLimits): boolean {
  return failuresInWindow >= limits.storeCeiling;
}
