/**
 * The administrator's login as spec §4 keeps it: the token in local storage (`adminLoginToken`), a
 * 'Save Login' flag and the login id beside it, and a session-storage flag for this browser session.
 */
export const ADMIN_STORAGE = {
  token: 'adminLoginToken',
  autoLogin: 'adminAutoLogin',
  loginId: 'adminLoginId',
  sessionFlag: 'adminToken',
  /** 'Not now' to the two-step prompt: for this browser session, until the next login. */
  twoStepPromptDismissed: 'adminTwoStepPromptDismissed',
} as const;

/** The stored admin token; missing or the string 'false' means logged out (spec §2, "Guard"). */
export function adminToken(): string | null {
  const token = localStorage.getItem(ADMIN_STORAGE.token);
  return token && token !== 'false' ? token : null;
}

export function adminLoginId(): string | null {
  return localStorage.getItem(ADMIN_STORAGE.loginId);
}

export function saveAdminLogin(token: string, loginId: string, saveLogin: boolean): void {
  localStorage.setItem(ADMIN_STORAGE.token, token);
  localStorage.setItem(ADMIN_STORAGE.loginId, loginId);
  localStorage.setItem(ADMIN_STORAGE.autoLogin, saveLogin ? 'true' : 'false');
  sessionStorage.setItem(ADMIN_STORAGE.sessionFlag, 'true');
}

/** Logout: the admin keys leave both storages. */
export function clearAdminLogin(): void {
  for (const key of Object.values(ADMIN_STORAGE)) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}

/**
 * At page load (spec §4): with no session flag, a stored login is kept only when 'Save Login' was ticked
 * (and the flag comes back); otherwise it is cleared.
 */
export function restoreAdminSession(): void {
  if (sessionStorage.getItem(ADMIN_STORAGE.sessionFlag)) return;
  if (localStorage.getItem(ADMIN_STORAGE.autoLogin) === 'true' && adminToken()) {
    sessionStorage.setItem(ADMIN_STORAGE.sessionFlag, 'true');
  } else {
    clearAdminLogin();
  }
}

/**
 * Whether a super master without two-step sign-in is asked to set it up: at each login and each new browser
 * session, until they do or say 'Not now' for this one.
 */
export function needsTwoStepPrompt(admin: { authority: string; totp_enabled?: boolean }): boolean {
  return (
    admin.authority === 'super master' &&
    admin.totp_enabled === false &&
    sessionStorage.getItem(ADMIN_STORAGE.twoStepPromptDismissed) !== 'true'
  );
}

export function dismissTwoStepPrompt(): void {
  sessionStorage.setItem(ADMIN_STORAGE.twoStepPromptDismissed, 'true');
}
