import { ROUTES } from '../../routes';

/**
 * The member's login as spec §4 keeps it: the token in local storage, the auto-login flag and the login id
 * (the e-mail) beside it, and a session-storage flag for this browser session.
 */
export const MEMBER_STORAGE = {
  token: 'mobileLoginToken',
  autoLogin: 'autoLogin',
  loginId: 'mobileLoginId',
  sessionFlag: 'mobileToken',
} as const;

/** The prefix of the member's lists saved for offline reading (offline/lastSeen.ts): they leave with the login. */
export const LAST_SEEN_PREFIX = 'lastSeen:';

/** join_check of an active member (spec §4: staying logged in requires 2). */
export const ACTIVE_MEMBER = 2;

/** The stored member token; missing or the string 'false' means logged out. */
export function memberToken(): string | null {
  const token = localStorage.getItem(MEMBER_STORAGE.token);
  return token && token !== 'false' ? token : null;
}

export function memberLoginId(): string | null {
  return localStorage.getItem(MEMBER_STORAGE.loginId);
}

/** A successful login sets the auto-login flag, the token flags and the login id (spec §4). */
export function saveMemberLogin(token: string, loginId: string, autoLogin: boolean): void {
  localStorage.setItem(MEMBER_STORAGE.token, token);
  localStorage.setItem(MEMBER_STORAGE.loginId, loginId);
  localStorage.setItem(MEMBER_STORAGE.autoLogin, autoLogin ? 'true' : 'false');
  sessionStorage.setItem(MEMBER_STORAGE.sessionFlag, 'true');
}

/** Logout, unregister, a suspended member or a 401: the member's keys leave both storages. */
export function clearMemberLogin(): void {
  for (const key of Object.values(MEMBER_STORAGE)) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(LAST_SEEN_PREFIX)) localStorage.removeItem(key);
  }
}

/**
 * At page load (spec §4): with no session flag, a stored login is kept only when the auto-login flag is
 * 'true' (and the session flag comes back); otherwise it is cleared.
 */
export function restoreMemberSession(): void {
  if (sessionStorage.getItem(MEMBER_STORAGE.sessionFlag)) return;
  if (localStorage.getItem(MEMBER_STORAGE.autoLogin) === 'true' && memberToken()) {
    sessionStorage.setItem(MEMBER_STORAGE.sessionFlag, 'true');
  } else {
    clearMemberLogin();
  }
}

/** The member app's pages that need no login (spec §2 and §4, and the contract's reset page). */
const PUBLIC_PATHS: readonly string[] = [
  ROUTES.mobileLogin,
  ROUTES.mobileSignIn,
  ROUTES.mobileForgot,
  ROUTES.mobileHome,
  ROUTES.mobileIndex,
  ROUTES.mobilePrivatePolicy,
  ROUTES.mobileResetPassword,
  ROUTES.ownerSetPassword,
];

export function isPublicMemberPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}
