/**
 * SQLSTATEs that say the database cannot serve now, not that the request was wrong: a connection exception
 * (class 08), the server shutting down, crashed or starting (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors on the way to the database. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * postgres.js's codes (the hot statements' client) for a connection that closed, ended or was destroyed
 * under a statement, or could not be made in time.
 */
const UNAVAILABLE_CLIENT_CODE = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
/** node-postgres's own words when its connection is gone or none could be had in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/;

/**
 * Whether an error means the database is unreachable or restarting (a moment's outage the caller may retry),
 * looking through TypeORM's `driverError` and an error's `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) {
    return false;
  }
  const { code, driverError, cause } = error as Error & { code?: unknown; driverError?: unknown };
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_CLIENT_CODE.has(code))
  ) {
    return true;
  }
  if (UNAVAILABLE_MESSAGE.test(error.message)) {
    return true;
  }
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
