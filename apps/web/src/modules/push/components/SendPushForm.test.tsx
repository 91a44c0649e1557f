import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { SendPushForm } from './SendPushForm';

describe(SendPushForm.name, () => {
  it('asks for a title, then a message', async () => {
    renderAdmin(<SendPushForm />);

    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the title.');

    await userEvent.type(screen.getByLabelText(/^Title/), 'Stamp week');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the message.');
  });

  it('asks for the region and province of an area push, after the title and message', async () => {
    gateway.on('GET /api/v1/regions', { status: 200, body: ['NCR'] });
    renderAdmin(<SendPushForm />);

    await userEvent.click(screen.getByLabelText('One region and province/city'));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Stamp week');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Double stamps!');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please select region and province.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts against the 100-character hint without refusing a longer message', async () => {
    renderAdmin(<SendPushForm />);

    await userEvent.type(screen.getByLabelText(/^Message/), 'x'.repeat(101));

    expect(screen.getByText('Please write within 100 characters. (101/100)')).toBeDefined();
  });

  it('confirms before sending to a region and province, then sends it there', async () => {
    gateway.on('GET /api/v1/regions', { status: 200, body: ['NCR'] });
    gateway.on('GET /api/v1/region=NCR', { status: 200, body: ['Makati City'] });
    gateway.on('POST /api/v1/push/send', { status: 200, body: { id: 1 } });
    renderAdmin(<SendPushForm />);

    await userEvent.click(screen.getByLabelText('One region and province/city'));
    await userEvent.selectOptions(
      await screen.findByLabelText(/^Region/),
      await screen.findByRole('option', { name: 'NCR' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText(/^Province/),
      await screen.findByRole('option', { name: 'Makati City' }),
    );
    await userEvent.type(screen.getByLabelText(/^Title/), 'Stamp week');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Double stamps!');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send this push message to NCR Makati City?')).toBeDefined();
    expect(gateway.callsTo('POST /api/v1/push/send')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'send' }));

    await waitFor(() => {
      expect(gateway.callsTo('POST /api/v1/push/send')[0]?.body).toEqual({
        type: 'new-event',
        title: 'Stamp week',
        message: 'Double stamps!',
        region: 'NCR',
        province: 'Makati City',
      });
    });
  });
});
