import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { NoticeList } from './NoticeList';

const NOTICE = {
  id: 5,
  store_id: 12,
  title: 'Holiday hours',
  message: 'We open at 10 am on December 24.',
  createdAt: '2026-11-20T18:00:00.000Z',
};

describe(NoticeList.name, () => {
  it('lists date (Manila), subject and description, and deletes after the confirmation', async () => {
    let notices = [NOTICE];
    gateway.on('GET /api/v1/notices/store_id=12', () => ({ status: 200, body: notices }));
    gateway.on('DELETE /api/v1/notice/delete/5', () => {
      notices = [];
      return { status: 200, body: { deleted: true } };
    });
    renderMobile(<NoticeList storeId={12} />);

    expect(await screen.findByRole('heading', { name: 'Holiday hours' })).toBeTruthy();
    expect(screen.getByText('We open at 10 am on December 24.')).toBeTruthy();
    expect(screen.getByText('2026-11-21')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Holiday hours' }));
    const sheet = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(sheet.textContent).toContain('Are you sure to delete this notice?');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('status')).textContent).toBe('Successfully Deleted');
    expect(await screen.findByText('No notice yet.')).toBeTruthy();
  });

  it('keeps the notice when the confirmation is cancelled', async () => {
    gateway.on('GET /api/v1/notices/store_id=12', { status: 200, body: [NOTICE] });
    renderMobile(<NoticeList storeId={12} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Holiday hours' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Cancel',
      }),
    );

    expect(gateway.callsTo('DELETE /api/v1/notice/delete/5')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Holiday hours' })).toBeTruthy();
  });
});
