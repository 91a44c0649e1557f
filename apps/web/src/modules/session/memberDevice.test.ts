import { describe, expect, it } from 'vitest';

import { MEMBER_DEVICE_STORAGE, keepMemberDeviceToken, memberDeviceToken } from './memberDevice';
import { clearMemberLogin } from './memberSession';

describe('member device tokens', () => {
  it('keeps the token of a login by e-mail, in any case and spacing', () => {
    keepMemberDeviceToken('Juan@Example.ph', 'token-1');

    expect(memberDeviceToken(' juan@example.PH ')).toBe('token-1');
    expect(memberDeviceToken('ana@example.ph')).toBeUndefined();
  });

  it('keeps the newest token of an e-mail, and the latest five e-mails', () => {
    for (let n = 1; n <= 6; n++) keepMemberDeviceToken(`m${String(n)}@example.ph`, `token-${String(n)}`);
    keepMemberDeviceToken('m6@example.ph', 'token-6b');

    expect(memberDeviceToken('m6@example.ph')).toBe('token-6b');
    expect(memberDeviceToken('m2@example.ph')).toBe('token-2');
    expect(memberDeviceToken('m1@example.ph')).toBeUndefined();
  });

  it('stays after a logout, and reads nothing from a damaged entry', () => {
    keepMemberDeviceToken('juan@example.ph', 'token-1');
    clearMemberLogin();
    expect(memberDeviceToken('juan@example.ph')).toBe('token-1');

    localStorage.setItem(MEMBER_DEVICE_STORAGE, '{not json');
    expect(memberDeviceToken('juan@example.ph')).toBeUndefined();
  });
});
