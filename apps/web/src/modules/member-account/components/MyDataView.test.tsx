import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LOYALTY_STORE, MEMBER, coupon } from '../../../test/loyaltyFixtures';
import { renderMobile } from '../../../test/renderMobile';
import type { MemberDataExport } from '../api/memberAccountApi';
import { MyDataView } from './MyDataView';

const DATA: MemberDataExport = {
  exported_at: '2026-11-28T08:00:00.000Z',
  member: {
    profile: { ...MEMBER, hphone_num: '09171234567', reg_dt: '2026-03-01T08:00:00.000Z' },
    account: {
      join_check: 2,
      reg_dt: '2026-03-01T08:00:00.000Z',
      last_login_at: '2026-11-27T08:00:00.000Z',
      dormant_at: null,
      dormancy_notice_at: null,
    },
    sessions: { total: 4, live: 1, last_started_at: '2026-11-27T08:00:00.000Z' },
    consents: [{ name: 'privacy-policy', version: '2024-03-31', agreed_at: '2026-03-01T08:00:00.000Z' }],
    pending_password_resets: 0,
  },
  loyalty: {
    coupons: [coupon(3)],
    tickets: [],
    ledger: [
      {
        id: 7,
        kind: 'stamp',
        user_id: MEMBER.bbs_no,
        store_id: LOYALTY_STORE.id,
        mission_id: 3,
        coupon_id: 81,
        ticket_id: null,
        stamp_count: 3,
        admin_id: null,
        request_id: null,
        occurredAt: '2026-11-21T08:00:00.000Z',
      },
    ],
    stamp_password_failures: [],
  },
  push: {
    messages: [],
    devices: [
      {
        platform: 'android',
        token_preview: 'fcm-abcd…',
        createdAt: '2026-11-20T08:00:00.000Z',
        updatedAt: '2026-11-20T08:00:00.000Z',
      },
    ],
  },
  store: { owned_stores: [] },
};

describe(MyDataView.name, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows each kind of data in its section, and "None" where there is nothing', () => {
    renderMobile(<MyDataView data={DATA} />, '/account/my-data');

    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Juan Dela Cruz')).toBeTruthy();
    expect(within(profile).getByText('juan@example.ph')).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('4 in all, 1 active now')).toBeTruthy();
    expect(within(account).getByText('Version of 2024-03-31, agreed on 2026-03-01')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Stamp cards' })).getByText('Kape ni Juan: 3 of 4 stamps'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Receipts' })).getByText(/Stamp \(3\).*Kape ni Juan/),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tickets' })).getByText('None')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Messages received' })).getByText('None')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Devices for notifications' })).getByText(/fcm-abcd…/),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Stores you own' })).getByText('None')).toBeTruthy();
  });

  it('downloads the whole export as a JSON file named after the member and the day', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderMobile(<MyDataView data={DATA} />, '/account/my-data');

    await userEvent.click(screen.getByRole('button', { name: 'Download as a file (JSON)' }));

    expect(names).toEqual(['stamp-my-data-7-2026-11-28.json']);
    expect(JSON.parse((await blobs.at(0)?.text()) ?? 'null')).toEqual(DATA);
  });
});
