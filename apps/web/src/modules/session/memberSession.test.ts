import { describe, expect, it } from 'vitest';

import {
  MEMBER_STORAGE,
  clearMemberLogin,
  isPublicMemberPath,
  memberLoginId,
  memberToken,
  restoreMemberSession,
  saveMemberLogin,
} from './memberSession';

describe('member session (spec §4)', () => {
  it("treats a missing token or the string 'false' as logged out", () => {
    expect(memberToken()).toBeNull();
    localStorage.setItem(MEMBER_STORAGE.token, 'false');
    expect(memberToken()).toBeNull();
  });

  it('a login sets the auto-login flag, the token flags and the login id', () => {
    saveMemberLogin('token', 'juan@example.ph', false);

    expect(memberToken()).toBe('token');
    expect(memberLoginId()).toBe('juan@example.ph');
    expect(localStorage.getItem(MEMBER_STORAGE.autoLogin)).toBe('false');
    expect(sessionStorage.getItem(MEMBER_STORAGE.sessionFlag)).toBe('true');
  });

  it("keeps the login at page load without the session flag only when auto-login is 'true'", () => {
    saveMemberLogin('token', 'juan@example.ph', true);
    sessionStorage.clear();
    restoreMemberSession();
    expect(memberToken()).toBe('token');
    expect(sessionStorage.getItem(MEMBER_STORAGE.sessionFlag)).toBe('true');

    saveMemberLogin('token', 'juan@example.ph', false);
    sessionStorage.clear();
    restoreMemberSession();
    expect(memberToken()).toBeNull();
    expect(memberLoginId()).toBeNull();
  });

  it('keeps any login while the browser session lasts', () => {
    saveMemberLogin('token', 'juan@example.ph', false);
    restoreMemberSession();
    expect(memberToken()).toBe('token');
  });

  it('logout clears both storages', () => {
    saveMemberLogin('token', 'juan@example.ph', true);
    clearMemberLogin();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('knows the public pages: login, sign-in, forgot, home, private-policy, reset-password', () => {
    for (const path of [
      '/mobile/login',
      '/mobile/sign-in',
      '/mobile/forgot',
      '/home',
      '/mobile/private-policy',
      '/mobile/reset-password',
      '/mobile/login/',
    ]) {
      expect(isPublicMemberPath(path)).toBe(true);
    }
    for (const path of ['/my-coupon', '/account', '/account/member-info', '/store/coupon/3']) {
      expect(isPublicMemberPath(path)).toBe(false);
    }
  });
});
