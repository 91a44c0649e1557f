import { describe, expect, it } from 'vitest';

import {
  ADMIN_STORAGE,
  adminToken,
  clearAdminLogin,
  restoreAdminSession,
  saveAdminLogin,
} from './adminSession';

describe('admin session (spec §4)', () => {
  it("treats a missing token or the string 'false' as logged out", () => {
    expect(adminToken()).toBeNull();
    localStorage.setItem(ADMIN_STORAGE.token, 'false');
    expect(adminToken()).toBeNull();
  });

  it('keeps a saved login at page load and restores the session flag', () => {
    saveAdminLogin('token', 'admin', true);
    sessionStorage.clear();

    restoreAdminSession();

    expect(adminToken()).toBe('token');
    expect(sessionStorage.getItem(ADMIN_STORAGE.sessionFlag)).toBe('true');
  });

  it("clears a login without 'Save Login' when the browser session ended", () => {
    saveAdminLogin('token', 'admin', false);
    sessionStorage.clear();

    restoreAdminSession();

    expect(adminToken()).toBeNull();
    expect(localStorage.getItem(ADMIN_STORAGE.loginId)).toBeNull();
  });

  it('logout removes the admin keys from both storages', () => {
    saveAdminLogin('token', 'admin', true);

    clearAdminLogin();

    for (const key of Object.values(ADMIN_STORAGE)) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });
});
