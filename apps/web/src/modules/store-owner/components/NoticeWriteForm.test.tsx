import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { NoticeWriteForm } from './NoticeWriteForm';

const WRITE = '/mobile/store-menu/12/notice/write';

describe(NoticeWriteForm.name, () => {
  it("registers the notice and goes back to the list with 'Notice created'", async () => {
    gateway.on('POST /api/v1/notice/create', {
      status: 201,
      body: { id: 5, store_id: 12, title: 'Holiday hours', message: 'Open at 10.', createdAt: '' },
    });
    renderMobile(<NoticeWriteForm storeId={12} />, WRITE);

    await userEvent.type(screen.getByLabelText('Subject'), 'Holiday hours');
    await userEvent.type(screen.getByLabelText('Text'), 'Open at 10.');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const landing = await screen.findByTestId('landing');
    expect(landing.textContent).toContain('/mobile/store-menu/12/notice');
    expect(landing.textContent).toContain('Notice created');
    expect(gateway.callsTo('POST /api/v1/notice/create')[0]?.body).toEqual({
      store_id: 12,
      title: 'Holiday hours',
      message: 'Open at 10.',
    });
  });

  it('asks for the subject, then the text, before calling the gateway', async () => {
    renderMobile(<NoticeWriteForm storeId={12} />, WRITE);

    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the title.');
    expect(document.activeElement).toBe(screen.getByLabelText('Subject'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Holiday hours');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the message.');
    expect(document.activeElement).toBe(screen.getByLabelText('Text'));
    expect(gateway.calls).toEqual([]);
  });

  it('keeps what was written when the call fails', async () => {
    gateway.on('POST /api/v1/notice/create', refusal(403, 'Forbidden resource'));
    renderMobile(<NoticeWriteForm storeId={12} />, WRITE);

    await userEvent.type(screen.getByLabelText('Subject'), 'Holiday hours');
    await userEvent.type(screen.getByLabelText('Text'), 'Open at 10.');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this.');
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('Holiday hours');
  });

  it("'cancel' goes back to the list", () => {
    renderMobile(<NoticeWriteForm storeId={12} />, WRITE);

    expect(screen.getByRole('link', { name: 'cancel' }).getAttribute('href')).toBe(
      '/mobile/store-menu/12/notice',
    );
  });
});
