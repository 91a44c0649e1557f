import { DENIED, NOT_YOUR_STORE, Policy, admitsKind, decideAccess, inBody, inParam } from './access-policy';
import { Principal } from './principal';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

const ADMIN: Principal = { kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID };
const OWNER_OF_12: Principal = { kind: 'store', storeId: 12, sessionId: SESSION_ID };
const MEMBER_7: Principal = { kind: 'member', memberNo: 7, sessionId: SESSION_ID };

const SELF = Policy.memberSelf(inParam('memberNo'), 'You may only use your own coupons and tickets.');
const ADMIN_OR_OWNER = Policy.anyOf(Policy.admin, Policy.storeOwnerOf(inBody('id')));

describe(decideAccess.name, () => {
  it('lets anybody call a public route', () => {
    expect(decideAccess(Policy.public, undefined, {})).toEqual({ allowed: true });
  });

  it('asks for a token on a closed route', () => {
    expect(decideAccess(Policy.admin, undefined, {})).toEqual({ allowed: false, reason: 'no-principal' });
  });

  it.each<[string, Principal]>([
    ['a member', MEMBER_7],
    ['a store owner', OWNER_OF_12],
  ])('forbids %s an admin route', (_name, principal) => {
    expect(decideAccess(Policy.admin, principal, {})).toEqual({
      allowed: false,
      reason: 'forbidden',
      message: DENIED,
    });
  });

  it("lets a member at their own number and forbids another's with the route's message", () => {
    expect(decideAccess(SELF, MEMBER_7, { params: { memberNo: '7' } })).toEqual({ allowed: true });
    expect(decideAccess(SELF, MEMBER_7, { params: { memberNo: '8' } })).toEqual({
      allowed: false,
      reason: 'forbidden',
      message: 'You may only use your own coupons and tickets.',
    });
  });

  it.each([['0'], ['abc'], ['99999999999'], ['-7']])(
    'leaves the malformed id %s to the route validation (its 400)',
    (memberNo) => {
      expect(decideAccess(SELF, MEMBER_7, { params: { memberNo } })).toEqual({ allowed: true });
    },
  );

  it("lets an admin at any store and the owner at their own, and forbids another owner's store", () => {
    expect(decideAccess(ADMIN_OR_OWNER, ADMIN, { body: { id: 13 } })).toEqual({ allowed: true });
    expect(decideAccess(ADMIN_OR_OWNER, OWNER_OF_12, { body: { id: 12 } })).toEqual({ allowed: true });
    expect(decideAccess(ADMIN_OR_OWNER, OWNER_OF_12, { body: { id: '13' } })).toEqual({
      allowed: false,
      reason: 'forbidden',
      message: NOT_YOUR_STORE,
    });
  });

  it('forbids a member whose number equals the store id', () => {
    expect(
      decideAccess(
        ADMIN_OR_OWNER,
        { kind: 'member', memberNo: 12, sessionId: SESSION_ID },
        { body: { id: 12 } },
      ),
    ).toMatchObject({
      allowed: false,
    });
  });

  it('leaves a store owner without a store id in the body to the route (a mission for their own store)', () => {
    expect(decideAccess(ADMIN_OR_OWNER, OWNER_OF_12, { body: {} })).toEqual({ allowed: true });
  });
});

describe(admitsKind.name, () => {
  it('admits the kinds a policy grants, and every kind on a public route', () => {
    expect(admitsKind(ADMIN_OR_OWNER, 'store')).toBe(true);
    expect(admitsKind(ADMIN_OR_OWNER, 'member')).toBe(false);
    expect(admitsKind(Policy.public, 'member')).toBe(true);
  });
});
