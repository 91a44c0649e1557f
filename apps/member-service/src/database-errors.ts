import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** Whether a query failed on the unique index or constraint over `column` (Postgres names it in the detail). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof QueryFailedError)) {
    return false;
  }
  const driverError = error.driverError as { code?: string; detail?: string };
  return driverError.code === UNIQUE_VIOLATION && (driverError.detail ?? '').includes(`(${column})`);
}
