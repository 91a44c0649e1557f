import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { MEMBER } from '../../../test/loyaltyFixtures';
import { renderMobile } from '../../../test/renderMobile';
import { setApiSession } from '../../api';
import { MEMBER_STORAGE, memberToken, saveMemberLogin } from '../memberSession';
import { useCurrentMember } from '../api/useCurrentMember';
import { MemberSessionGuard } from './MemberSessionGuard';

const member = (join_check: number) => ({ status: 200, body: { ...MEMBER, join_check } });

/** A screen that reads the member, as the stamp page does. */
function MemberName() {
  const current = useCurrentMember();
  return <p>{current.data?.member_name}</p>;
}

const guarded = (
  <MemberSessionGuard>
    <p>Private screen</p>
    <Link to="/my-coupon">Coupon</Link>
  </MemberSessionGuard>
);

describe(MemberSessionGuard.name, () => {
  beforeEach(() => {
    // As MobileApp does: the member's token goes with the member app's calls.
    setApiSession(memberToken, () => undefined);
  });

  it('sends a private page without a login to /mobile/login', async () => {
    renderMobile(guarded, '/account');

    expect((await screen.findByTestId('landing')).textContent).toContain('/mobile/login');
    expect(gateway.calls).toEqual([]);
  });

  it('looks the member up on the route and keeps an active member (join_check 2)', async () => {
    gateway.on('GET /wifi-user/me', member(2));
    saveMemberLogin('member-jwt', 'juan@example.ph', true);
    renderMobile(guarded, '/account');

    await waitFor(() => {
      expect(gateway.callsTo('GET /wifi-user/me')).toHaveLength(1);
    });
    expect(gateway.calls[0]?.headers.get('authorization')).toBe('Bearer member-jwt');
    expect(screen.getByText('Private screen')).toBeTruthy();
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBe('member-jwt');
  });

  it('logs out a member whose join_check is not 2 and opens login', async () => {
    gateway.on('GET /wifi-user/me', member(1));
    saveMemberLogin('member-jwt', 'juan@example.ph', true);
    renderMobile(guarded, '/account');

    expect((await screen.findByTestId('landing')).textContent).toContain('/mobile/login');
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBeNull();
    expect(sessionStorage.getItem(MEMBER_STORAGE.sessionFlag)).toBeNull();
  });

  it('logs out when the lookup fails (a 401 for a suspended token)', async () => {
    gateway.on('GET /wifi-user/me', refusal(401, 'Unauthorized'));
    saveMemberLogin('member-jwt', 'juan@example.ph', true);
    renderMobile(guarded, '/account');

    expect((await screen.findByTestId('landing')).textContent).toContain('/mobile/login');
    expect(localStorage.getItem(MEMBER_STORAGE.loginId)).toBeNull();
  });

  it("shares its lookup with the screen's own (one call for the member, not two)", async () => {
    gateway.on('GET /wifi-user/me', member(2));
    saveMemberLogin('member-jwt', 'juan@example.ph', true);
    renderMobile(
      <MemberSessionGuard>
        <MemberName />
      </MemberSessionGuard>,
      '/account',
    );

    expect(await screen.findByText('Juan')).toBeTruthy();
    expect(gateway.callsTo('GET /wifi-user/me')).toHaveLength(1);
  });

  it('looks the member up again on every route change', async () => {
    gateway.on('GET /wifi-user/me', member(2));
    saveMemberLogin('member-jwt', 'juan@example.ph', true);
    renderMobile(
      <MemberSessionGuard>
        <Link to="/my-coupon">Coupon</Link>
      </MemberSessionGuard>,
      '/account',
      '*',
    );
    await waitFor(() => {
      expect(gateway.callsTo('GET /wifi-user/me')).toHaveLength(1);
    });

    await userEvent.click(screen.getByRole('link', { name: 'Coupon' }));

    await waitFor(() => {
      expect(gateway.callsTo('GET /wifi-user/me')).toHaveLength(2);
    });
  });

  it('leaves the public pages alone, even for a suspended member', async () => {
    gateway.on('GET /wifi-user/me', member(1));
    saveMemberLogin('member-jwt', 'juan@example.ph', true);
    renderMobile(guarded, '/home');
    // Long enough for a lookup to have gone out, had the guard started one.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(screen.getByText('Private screen')).toBeTruthy();
    expect(gateway.calls).toEqual([]);
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBe('member-jwt');
  });

  it('keeps the login when the lookup gets no answer at all (offline), so the saved lists stay readable', async () => {
    gateway.on('GET /wifi-user/me', () => {
      throw new TypeError('Failed to fetch');
    });
    saveMemberLogin('member-jwt', 'juan@example.ph', true);
    renderMobile(guarded, '/my-coupon');

    await waitFor(() => {
      expect(gateway.callsTo('GET /wifi-user/me')).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('Private screen')).toBeTruthy();
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBe('member-jwt');
  });
});
