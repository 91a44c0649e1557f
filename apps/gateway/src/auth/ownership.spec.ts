import { ForbiddenException } from '@nestjs/common';
import { assertStoreAccess, seesFullStore, storeScope } from './ownership';
import { Principal } from './principal';

const ADMIN: Principal = { kind: 'admin', adminId: 1, authority: 'admin' };
const SUPER_MASTER: Principal = { kind: 'admin', adminId: 2, authority: 'super master' };
const OWNER_OF_12: Principal = { kind: 'store', storeId: 12 };
const OWNER_OF_13: Principal = { kind: 'store', storeId: 13 };
const MEMBER: Principal = { kind: 'member', bbsNo: 12 };

describe(assertStoreAccess.name, () => {
  it.each([ADMIN, SUPER_MASTER])('lets an admin manage any store', (principal) => {
    expect(assertStoreAccess(principal, 12)).toEqual({ kind: 'admin' });
  });

  it('lets an owner manage their own store', () => {
    expect(assertStoreAccess(OWNER_OF_12, 12)).toEqual({ kind: 'owner', storeId: 12 });
  });

  it('forbids an owner another store', () => {
    expect(() => assertStoreAccess(OWNER_OF_13, 12)).toThrow(
      new ForbiddenException('You may only manage your own store.'),
    );
  });

  it('forbids a member whose number equals the store id', () => {
    expect(() => assertStoreAccess(MEMBER, 12)).toThrow(ForbiddenException);
  });

  it('forbids an anonymous caller', () => {
    expect(() => assertStoreAccess(undefined, 12)).toThrow(ForbiddenException);
  });
});

describe(storeScope.name, () => {
  it('limits an owner to their store', () => {
    expect(storeScope(OWNER_OF_12)).toBe(12);
  });

  it.each<[string, Principal | undefined]>([
    ['an admin', ADMIN],
    ['a member', MEMBER],
    ['an anonymous caller', undefined],
  ])('gives %s no store scope', (_name, principal) => {
    expect(storeScope(principal)).toBeUndefined();
  });
});

describe(seesFullStore.name, () => {
  it.each<[string, Principal | undefined, boolean]>([
    ['an admin', ADMIN, true],
    ['a super master', SUPER_MASTER, true],
    ['the store owner', OWNER_OF_12, true],
    ['another store owner', OWNER_OF_13, false],
    ['a member', MEMBER, false],
    ['an anonymous caller', undefined, false],
  ])('shows store 12 in full to %s: %s', (_name, principal, expected) => {
    expect(seesFullStore(principal, 12)).toBe(expected);
  });
});
