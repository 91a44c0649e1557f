import type { BrowserContext, Page } from '@playwright/test';

/** The storage keys of the web app's admin session (apps/web/src/modules/session/adminSession.ts). */
const ADMIN_STORAGE = {
  token: 'adminLoginToken',
  autoLogin: 'adminAutoLogin',
  loginId: 'adminLoginId',
  sessionFlag: 'adminToken',
} as const;

/**
 * Puts an administrator's session into the browser before any page of `target` loads, exactly as the login
 * form leaves it with 'Save Login' ticked: no login through the form, so the gateway's admin login limit
 * (10 per admin id in 15 minutes) is spent only by the tests about logging in.
 */
export async function signInAs(
  target: Page | BrowserContext,
  session: { token: string; admin: { admin_id: string } },
): Promise<void> {
  await target.addInitScript(
    ({ keys, token, loginId }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.loginId, loginId);
      localStorage.setItem(keys.autoLogin, 'true');
      sessionStorage.setItem(keys.sessionFlag, 'true');
    },
    { keys: ADMIN_STORAGE, token: session.token, loginId: session.admin.admin_id },
  );
}
