import { describe, expect, it } from 'vitest';

import {
  clearStoreOwnerLogin,
  saveStoreOwnerLogin,
  storeMenuIdOf,
  storeOwnerToken,
} from './storeOwnerSession';

describe('storeOwnerSession', () => {
  it("gives the owner's token only for the store it was issued for", () => {
    saveStoreOwnerLogin(12, 'store-jwt');

    expect(storeOwnerToken(12)).toBe('store-jwt');
    expect(storeOwnerToken(13)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('forgets the login on exit', () => {
    saveStoreOwnerLogin(12, 'store-jwt');
    clearStoreOwnerLogin();

    expect(storeOwnerToken(12)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['/mobile/store-menu/12', 12],
    ['/mobile/store-menu/12/notice/write', 12],
    ['/mobile/store-menu/abc', null],
    ['/mobile/store-menu/0/info', null],
    ['/account', null],
    ['/home', null],
  ])('reads the store id of %s as %s', (path, id) => {
    expect(storeMenuIdOf(path)).toBe(id);
  });
});
