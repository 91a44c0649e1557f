import { RateLimitRule } from './rate-limiter';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The abuse limits of docs/abuse-limits.md. Members sign up and log in together from one store's Wi-Fi,
 * behind one public address, so the per-address limits are generous and the per-account limits carry the
 * weight; an account limit lasts minutes, so an attacker cannot lock a real member out for long.
 */
export const AbuseLimits = {
  memberLogin: (address: string): RateLimitRule[] => [
    { key: `member-login:address:${address}`, limit: 600, windowMs: HOUR },
  ],
  /**
   * Failed member logins (RateLimiter.limitFailures): a device that has signed in to this account before
   * (a valid device token, DeviceTokens) has a budget of its own; every other attempt, find-id's wrong
   * passwords included, spends the account's.
   */
  memberLoginFailures: (email: string, device: string | null): RateLimitRule[] => [
    device
      ? { key: `member-login:device:${device}`, limit: 10, windowMs: 15 * MINUTE }
      : { key: `member-login:account:${email.trim().toLowerCase()}`, limit: 10, windowMs: 15 * MINUTE },
  ],
  signUp: (address: string, email: string): RateLimitRule[] => [
    { key: `sign-up:address:${address}`, limit: 300, windowMs: HOUR },
    { key: `sign-up:account:${email.trim().toLowerCase()}`, limit: 5, windowMs: HOUR },
  ],
  /** find-id's wrong passwords count in the login budget of each namesake tried (memberLoginFailures). */
  findId: (address: string): RateLimitRule[] => [
    { key: `find-id:address:${address}`, limit: 100, windowMs: HOUR },
  ],
  findPassword: (address: string, email: string): RateLimitRule[] => [
    { key: `find-password:address:${address}`, limit: 100, windowMs: HOUR },
    { key: `find-password:account:${email.trim().toLowerCase()}`, limit: 5, windowMs: HOUR },
  ],
  resetPassword: (address: string): RateLimitRule[] => [
    { key: `reset-password:address:${address}`, limit: 100, windowMs: HOUR },
  ],
  reactivate: (address: string): RateLimitRule[] => [
    { key: `reactivate:address:${address}`, limit: 100, windowMs: HOUR },
  ],
  /**
   * Every admin login attempt counts, whatever its outcome: a wrong password, a missing one-time code (the
   * password was right) and a wrong or replayed code or recovery code all spend the account's budget.
   */
  adminLogin: (address: string, adminId: string): RateLimitRule[] => [
    { key: `admin-login:address:${address}`, limit: 300, windowMs: HOUR },
    { key: `admin-login:account:${adminId.trim().toLowerCase()}`, limit: 10, windowMs: 15 * MINUTE },
  ],
  /**
   * Failed two-step changes of a signed-in administrator (RateLimiter.limitFailures): a wrong password on
   * set-up, disable or new recovery codes, a wrong code on enable. A stolen token cannot guess the password.
   */
  adminTwoStepFailures: (adminId: number): RateLimitRule[] => [
    { key: `admin-two-step:admin:${adminId}`, limit: 10, windowMs: 15 * MINUTE },
  ],
  ownerPasswordLink: (address: string, code: string): RateLimitRule[] => [
    { key: `owner-password-link:address:${address}`, limit: 100, windowMs: HOUR },
    { key: `owner-password-link:code:${code.trim().toUpperCase()}`, limit: 5, windowMs: HOUR },
  ],
  setOwnerPassword: (address: string): RateLimitRule[] => [
    { key: `set-owner-password:address:${address}`, limit: 100, windowMs: HOUR },
  ],
  /**
   * Stamps and redemptions refused for their password (wrong, or unchecked during a lockout or a store's cap),
   * per client address; correct ones never count. Spent, the address's members who have never stamped at a
   * store are not checked there until the window ends (StampPasswordBudget).
   */
  wrongStampPasswords: (address: string): RateLimitRule => ({
    key: `stamp-password:address:${address}`,
    limit: 30,
    windowMs: 10 * MINUTE,
  }),
  /** Looking a store code up (`GET /api/v1/store/code/{code}`, `GET /api/v1/stores?code=`), but for admins. */
  storeCodeLookup: (address: string): RateLimitRule[] => [
    { key: `store-code:address:${address}`, limit: 60, windowMs: HOUR },
  ],
  storeLogin: (address: string): RateLimitRule[] => [
    { key: `store-login:address:${address}`, limit: 300, windowMs: HOUR },
  ],
  /**
   * Failed owner sign-ins, per store code and e-mail together: a stranger who knows only a store's code
   * cannot keep its owner out.
   */
  storeLoginFailures: (code: string, email: string): RateLimitRule[] => [
    {
      key: `store-login:account:${code.trim().toUpperCase()}|${email.trim().toLowerCase()}`,
      limit: 10,
      windowMs: 15 * MINUTE,
    },
  ],
};
