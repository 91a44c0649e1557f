import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { coupon, dropConnection, logIn, setOnline, ticket } from '../../../test/loyaltyFixtures';
import { renderMobile } from '../../../test/renderMobile';
import { clearMemberLogin } from '../../session';
import { MyCouponList } from './MyCouponList';

describe(MyCouponList.name, () => {
  beforeEach(() => {
    logIn();
    gateway.on('GET /api/v1/tickets/member=7', {
      status: 200,
      body: [ticket(), ticket({ id: 10, is_used: true })],
    });
  });
  afterEach(() => {
    setOnline(true);
  });

  it('lists the cards with their progress, each opening its stamp page, and the unredeemed tickets', async () => {
    gateway.on('GET /api/v1/coupons/member=7', { status: 200, body: [coupon(2)] });
    renderMobile(<MyCouponList />, '/my-coupon');

    const card = await screen.findByRole('link', { name: /Kape ni Juan/ });
    expect(card.getAttribute('href')).toBe('/store/coupon/12');
    expect(card.textContent).toContain('2 of 4 stamps');
    expect(screen.getByRole('link', { name: /Unredeemed coupons \(1\)/ }).getAttribute('href')).toBe(
      '/unredeemed',
    );
    expect(screen.getByText(/^Last updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
  });

  it("says 'No Stamp Coupon' when the member has no card", async () => {
    gateway.on('GET /api/v1/coupons/member=7', { status: 200, body: [] });
    renderMobile(<MyCouponList />, '/my-coupon');

    expect(await screen.findByText('No Stamp Coupon')).toBeTruthy();
  });

  it('shows the cards as last seen, with their time, when the phone is offline', async () => {
    gateway.on('GET /api/v1/coupons/member=7', { status: 200, body: [coupon(2)] });
    const online = renderMobile(<MyCouponList />, '/my-coupon');
    await screen.findByRole('link', { name: /Kape ni Juan/ });
    online.unmount();

    gateway.reset();
    gateway.on('GET *', dropConnection);
    setOnline(false);
    renderMobile(<MyCouponList />, '/my-coupon');

    expect((await screen.findByRole('link', { name: /Kape ni Juan/ })).textContent).toContain(
      '2 of 4 stamps',
    );
    expect(screen.getByText('You are offline: this is what you last saw.')).toBeTruthy();
    expect(screen.getByText(/^Last updated /)).toBeTruthy();
  });

  it('forgets the saved cards when the member logs out (a shared phone)', async () => {
    gateway.on('GET /api/v1/coupons/member=7', { status: 200, body: [coupon(2)] });
    const online = renderMobile(<MyCouponList />, '/my-coupon');
    await screen.findByRole('link', { name: /Kape ni Juan/ });
    online.unmount();

    clearMemberLogin();
    logIn();
    gateway.on('GET /api/v1/coupons/member=7', refusal(403, 'Forbidden resource'));
    renderMobile(<MyCouponList />, '/my-coupon');

    expect((await screen.findByRole('alert')).textContent).toContain('You are not allowed to do this.');
    expect(screen.queryByRole('link', { name: /Kape ni Juan/ })).toBeNull();
  });
});
