import { fullStoreViewsOf, seesFullStore, storeActorOf, storeScopeOf } from './actors';
import { Principal } from './principal';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

const ADMIN: Principal = { kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID };
const OWNER_OF_12: Principal = { kind: 'store', storeId: 12, sessionId: SESSION_ID };
const MEMBER_7: Principal = { kind: 'member', memberNo: 7, sessionId: SESSION_ID };

describe(fullStoreViewsOf.name, () => {
  it('shows an administrator every store in full, an owner their own, anybody else none', () => {
    expect(fullStoreViewsOf(ADMIN)).toEqual({ full: true, fullForStoreId: undefined });
    expect(fullStoreViewsOf(OWNER_OF_12)).toEqual({ full: false, fullForStoreId: 12 });
    expect(fullStoreViewsOf(MEMBER_7)).toEqual({ full: false, fullForStoreId: undefined });
    expect(fullStoreViewsOf(undefined)).toEqual({ full: false, fullForStoreId: undefined });
  });
});

describe(seesFullStore.name, () => {
  it.each<[string, Principal | undefined, boolean]>([
    ['an administrator', ADMIN, true],
    ['its owner', OWNER_OF_12, true],
    ["another store's owner", { kind: 'store', storeId: 13, sessionId: SESSION_ID }, false],
    ['a member', MEMBER_7, false],
    ['anybody without a token', undefined, false],
  ])('store 12 in full for %s: %s', (_name, principal, full) => {
    expect(seesFullStore(principal, 12)).toBe(full);
  });
});

describe(storeActorOf.name, () => {
  it('tells a service an administrator or the owner of one store', () => {
    expect(storeActorOf({ kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID })).toEqual({
      kind: 'admin',
    });
    expect(storeActorOf({ kind: 'store', storeId: 12, sessionId: SESSION_ID })).toEqual({
      kind: 'owner',
      storeId: 12,
      sessionId: SESSION_ID,
    });
    expect(
      storeScopeOf({ kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID }),
    ).toBeUndefined();
    expect(storeScopeOf({ kind: 'store', storeId: 12, sessionId: SESSION_ID })).toBe(12);
  });
});
