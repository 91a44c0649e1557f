import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { PushInbox } from './PushInbox';

const item = (id: number, is_read: boolean, title: string) => ({
  id,
  push_message_id: id,
  is_read,
  PushMessage: { id, type: 'new-event', title, message: `${title} body`, createdAt: '2026-11-20T18:00:00Z' },
});

describe(PushInbox.name, () => {
  it("says 'No Message' when the inbox is empty", async () => {
    gateway.on('GET /wifi-user/me', { status: 200, body: { bbs_no: 7 } });
    gateway.on('GET /api/v1/push/user_id/7', { status: 200, body: [] });
    renderMobile(<PushInbox />);

    expect(await screen.findByText('No Message')).toBeTruthy();
  });

  it('marks an unread push read when it is opened, and leaves a read one alone', async () => {
    let read = false;
    gateway.on('GET /wifi-user/me', { status: 200, body: { bbs_no: 7 } });
    gateway.on('GET /api/v1/push/user_id/7', () => ({
      status: 200,
      body: [item(2, read, 'Coffee event'), item(1, true, 'New store')],
    }));
    gateway.on('GET /api/v1/push/id/2/read', () => {
      read = true;
      return { status: 200, body: item(2, true, 'Coffee event') };
    });
    renderMobile(<PushInbox />);

    const unread = await screen.findByRole('button', { name: /Coffee event/ });
    expect(unread.textContent).toContain('Unread');
    expect(unread.textContent).toContain('2026.11.21');
    await userEvent.click(screen.getByRole('button', { name: /New store/ }));
    expect(gateway.callsTo('GET /api/v1/push/id/1/read')).toEqual([]);

    await userEvent.click(unread);
    expect(unread.getAttribute('aria-expanded')).toBe('true');
    await screen.findByText('Coffee event body');
    await vi.waitFor(() => {
      expect(gateway.callsTo('GET /api/v1/push/id/2/read')).toHaveLength(1);
    });
    expect((await screen.findByRole('button', { name: /Coffee event/ })).textContent).not.toContain('Unread');
  });

  it('says what failed, with a retry, when the inbox cannot be read', async () => {
    gateway.on('GET /wifi-user/me', { status: 200, body: { bbs_no: 7 } });
    gateway.on('GET /api/v1/push/user_id/7', {
      status: 500,
      body: { statusCode: 500, message: 'x', errors: [] },
    });
    renderMobile(<PushInbox />);

    // One retry of a 5xx first (the query client's rule), then the error and its retry button.
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 })).toBeTruthy();
  });
});
