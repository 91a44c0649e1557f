import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { OwnerPushForm } from './OwnerPushForm';

const REGION = 'National Capital Region (NCR)';

async function fillArea() {
  gateway.on('GET /api/v1/regions', { status: 200, body: [REGION] });
  gateway.on(`GET /api/v1/region=${REGION}`, { status: 200, body: ['Makati City'] });
  renderMobile(<OwnerPushForm region={REGION} />);
  await screen.findByRole('option', { name: 'Makati City' });
  await userEvent.selectOptions(screen.getByLabelText('Province/City'), 'Makati City');
  await userEvent.type(screen.getByLabelText('Subject'), 'Free refill today');
  await userEvent.type(screen.getByLabelText('Message'), 'Show this message for a free refill.');
}

const send = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  return screen.findByRole('dialog', { name: 'Please confirm' });
};

describe(OwnerPushForm.name, () => {
  it("shows the store's own region, not a choice of regions", async () => {
    await fillArea();

    const region = screen.getByLabelText<HTMLInputElement>('Region');
    expect([region.value, region.disabled]).toEqual([REGION, true]);
    expect(
      screen.getByText(`A store may send push messages only to its own region (${REGION}).`),
    ).toBeTruthy();
  });

  it('shows the 100-character hint and asks for a province first', async () => {
    renderMobile(<OwnerPushForm region={REGION} />);

    expect(screen.getByPlaceholderText('Please write within 100 characters.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please select region and province.');
    expect(gateway.callsTo('POST /api/v1/push/region')).toEqual([]);
  });

  it('confirms the area before sending, then sends and clears the message', async () => {
    gateway.on('POST /api/v1/push/region', { status: 200, body: { id: 31 } });
    await fillArea();

    const sheet = await send();
    expect(sheet.textContent).toContain(`Makati City, ${REGION}`);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('status')).textContent).toBe('Push message sent.');
    expect(gateway.callsTo('POST /api/v1/push/region')[0]?.body).toEqual({
      region: REGION,
      province: 'Makati City',
      title: 'Free refill today',
      message: 'Show this message for a free refill.',
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    await fillArea();

    await userEvent.click(within(await send()).getByRole('button', { name: 'Cancel' }));

    expect(gateway.callsTo('POST /api/v1/push/region')).toEqual([]);
  });

  it("shows the server's daily-limit message and keeps what was written", async () => {
    const limit = 'A store may send 3 push messages a day. Please try again tomorrow.';
    gateway.on('POST /api/v1/push/region', refusal(429, limit));
    await fillArea();

    await userEvent.click(within(await send()).getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(
      'Show this message for a free refill.',
    );
  });
});
