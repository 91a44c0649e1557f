import { describe, expect, it } from 'vitest';

import { returnPathOf } from './useMemberLoginForm';

describe(returnPathOf.name, () => {
  it('goes back to the private page that sent the member to login, its query kept (a stamp code)', () => {
    expect(returnPathOf({ from: '/store/coupon/12?code=492039' })).toBe('/store/coupon/12?code=492039');
  });

  it('goes nowhere but this app: no other site, no state, no text', () => {
    expect(returnPathOf({ from: '//evil.example/store' })).toBeNull();
    expect(returnPathOf({ from: 'https://evil.example/' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({ from: 42 })).toBeNull();
  });
});
