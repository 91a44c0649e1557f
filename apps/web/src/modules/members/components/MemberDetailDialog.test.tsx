import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { MemberDetailDialog } from './MemberDetailDialog';

const MEMBER = {
  bbs_no: 42,
  member_id: 'maria@example.ph',
  member_name: 'Maria',
  member_name2: 'Santos',
  hphone_num: '09171234567',
  gcashid: '',
  addr1: '',
  area1: -1,
  area2: -1,
  reg_dt: '2026-11-01T00:00:00Z',
  point: 0,
  join_check: 2,
};

describe(MemberDetailDialog.name, () => {
  it("suspends a member with the radio and confirm, and says 'User Updated!'", async () => {
    gateway.on('GET /api/v1/ledger/member=42', { status: 200, body: [] });
    gateway.on('PUT /wifi-user/update', { status: 200, body: { ...MEMBER, join_check: 1 } });
    const onClose = vi.fn();
    renderAdmin(<MemberDetailDialog member={MEMBER} onClose={onClose} />);

    expect(await screen.findByText('No stamp or redemption yet.')).toBeDefined();
    await userEvent.click(screen.getByLabelText('suspended'));
    await userEvent.click(screen.getByRole('button', { name: 'confirm' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(gateway.callsTo('PUT /wifi-user/update')[0]?.body).toEqual({
      member_id: 'maria@example.ph',
      join_check: 1,
    });
    expect(await screen.findByText('User Updated!')).toBeDefined();
  });

  it("says 'Communication Error!' when the update fails, and stays open", async () => {
    gateway.on('GET /api/v1/ledger/member=42', { status: 200, body: [] });
    gateway.on('PUT /wifi-user/update', { status: 500, body: { statusCode: 500, message: 'x', errors: [] } });
    const onClose = vi.fn();
    renderAdmin(<MemberDetailDialog member={MEMBER} onClose={onClose} />);

    await userEvent.click(screen.getByRole('button', { name: 'confirm' }));

    expect(await screen.findByText('Communication Error!')).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('warns before deleting a member', async () => {
    gateway.on('GET /api/v1/ledger/member=42', { status: 200, body: [] });
    renderAdmin(<MemberDetailDialog member={MEMBER} onClose={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'delete' }));

    const confirm = await screen.findByRole('dialog', { name: 'delete' });
    expect(within(confirm).getByText(/cannot be undone/)).toBeDefined();
  });
});
