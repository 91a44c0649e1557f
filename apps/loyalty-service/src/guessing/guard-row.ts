/** A member's wrong-password streak at one store (a row of `stamp_guards`). */
export interface GuardState {
  consecutiveFailures: number;
  lockouts: number;
  lockedUntil: Date | null;
}

/** The guard's columns as a query selects them (`g_…`); all null when a LEFT JOIN found no guard. */
export interface GuardRow {
  g_consecutive_failures: number | null;
  g_lockouts: number | null;
  g_locked_until: Date | null;
}

/** The select list of `GuardRow`, from the guards table under `alias`. */
export function guardColumns(alias: string): string {
  return `${alias}.consecutive_failures AS g_consecutive_failures, ${alias}.lockouts AS g_lockouts,
          ${alias}.locked_until AS g_locked_until`;
}

/** The guard of a `GuardRow`, or null when there is none. */
export function guardOf(row: GuardRow): GuardState | null {
  return row.g_consecutive_failures === null
    ? null
    : {
        consecutiveFailures: row.g_consecutive_failures,
        lockouts: row.g_lockouts ?? 0,
        lockedUntil: row.g_locked_until,
      };
}
