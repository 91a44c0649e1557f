import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { MEMBER_STORAGE, saveMemberLogin } from '../../session';
import { AccountMenu } from './AccountMenu';

const MEMBER = {
  bbs_no: 7,
  member_id: 'juan@example.ph',
  member_name: 'Juan',
  member_name2: 'Dela Cruz',
  hphone_num: '',
  gcashid: '',
  addr1: '',
  area1: -1,
  area2: -1,
  reg_dt: '2026-11-20T08:00:00.000Z',
  point: 0,
  join_check: 2,
};
const PUSH = (id: number, is_read: boolean) => ({
  id,
  push_message_id: id,
  is_read,
  PushMessage: {
    id,
    type: 'new-store',
    title: 'New store',
    message: 'Hello',
    createdAt: '2026-11-20T08:00:00Z',
  },
});

function answerMember() {
  gateway.on('GET /wifi-user/me', { status: 200, body: MEMBER });
  gateway.on('GET /api/v1/push/user_id/7', { status: 200, body: [PUSH(2, false), PUSH(1, true)] });
}

describe(AccountMenu.name, () => {
  it("shows the member's full name, the spec's links and the unread count", async () => {
    answerMember();
    renderMobile(<AccountMenu />, '/account');

    expect(await screen.findByText('Juan Dela Cruz')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Membership information' }).getAttribute('href')).toBe(
      '/account/member-info',
    );
    expect(screen.getByRole('link', { name: 'Unredeemed coupons' }).getAttribute('href')).toBe('/unredeemed');
    expect((await screen.findByRole('link', { name: 'Push messages 1' })).getAttribute('href')).toBe(
      '/account/push-message',
    );
  });

  it("logs out: the login is cleared and the login page says 'Successfully logged out.'", async () => {
    answerMember();
    saveMemberLogin('member-jwt', MEMBER.member_id, true);
    renderMobile(<AccountMenu />, '/account');

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    const landing = await screen.findByTestId('landing');
    expect(landing.textContent).toContain('/mobile/login');
    expect(landing.textContent).toContain('Successfully logged out.');
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBeNull();
  });

  it("unregisters only after 'Are you sure to leave the membership?'", async () => {
    answerMember();
    gateway.on('POST /wifi-user/unsubscribe/email/juan@example.ph', {
      status: 200,
      body: { withdrawn: true },
    });
    saveMemberLogin('member-jwt', MEMBER.member_id, true);
    renderMobile(<AccountMenu />, '/account');
    await screen.findByText('Juan Dela Cruz');

    await userEvent.click(screen.getByRole('button', { name: 'Unregister' }));
    const sheet = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(sheet.textContent).toContain('Are you sure to leave the membership?');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(gateway.callsTo('POST /wifi-user/unsubscribe/email/juan@example.ph')).toEqual([]);
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBe('member-jwt');

    await userEvent.click(screen.getByRole('button', { name: 'Unregister' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Unregister',
      }),
    );

    expect((await screen.findByTestId('landing')).textContent).toContain('/mobile/login');
    expect(gateway.callsTo('POST /wifi-user/unsubscribe/email/juan@example.ph')).toHaveLength(1);
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBeNull();
  });
});
