import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { dropConnection, heldAnswer, keysOf, logIn, ticket } from '../../../test/loyaltyFixtures';
import { renderMobile } from '../../../test/renderMobile';
import { RedeemTicket } from './RedeemTicket';

const USE = 'PUT /api/v1/ticket/use/ticket_id=9';
const USED = {
  status: 200,
  body: { message: 'Coupon used successfully.', ticket: ticket({ is_used: true }) },
};

function renderRedeemPage(locale: 'en' | 'fil' = 'en') {
  return renderMobile(<RedeemTicket ticketId={9} />, '/store/coupon/12/use/9', undefined, locale);
}

async function redeemWith(password: string) {
  const field = await screen.findByLabelText('Store password');
  await userEvent.clear(field);
  await userEvent.type(field, password);
  await userEvent.click(screen.getByRole('button', { name: /Use ticket|Try again/ }));
}

describe(RedeemTicket.name, () => {
  beforeEach(() => {
    logIn();
    gateway.on('GET /api/v1/ticket/ticket_id=9', { status: 200, body: ticket() });
  });

  it("shows the ticket and says 'Coupon used successfully.' after the store's password", async () => {
    gateway.on(USE, USED);
    renderRedeemPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Kape ni Juan' })).toBeTruthy();
    expect(screen.getByText('Ticket No. 9')).toBeTruthy();
    await redeemWith('4321');

    expect((await screen.findByRole('status')).textContent).toBe('Coupon used successfully.');
    expect(screen.queryByLabelText('Store password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my coupons' }).getAttribute('href')).toBe('/my-coupon');
    expect(gateway.callsTo(USE)[0]?.body).toEqual({ password: '4321' });
  });

  it("says 'Password is incorrect.' and keeps the password; the next tap carries a new key", async () => {
    let answers = 0;
    gateway.on(USE, () => (++answers === 1 ? refusal(400, 'Password is incorrect.') : USED));
    renderRedeemPage();

    await redeemWith('1111');
    expect((await screen.findByRole('alert')).textContent).toBe('Password is incorrect.');
    expect(screen.getByLabelText<HTMLInputElement>('Store password').value).toBe('1111');
    await redeemWith('4321');

    expect((await screen.findByRole('status')).textContent).toBe('Coupon used successfully.');
    const [first, second] = keysOf(gateway.callsTo(USE));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it("says 'No ticket found.' when the ticket was used or is unknown", async () => {
    gateway.on(USE, refusal(404, 'No ticket found.'));
    renderRedeemPage();

    await redeemWith('4321');

    expect((await screen.findByRole('alert')).textContent).toBe('No ticket found.');
  });

  it("says 'No ticket found.' for a ticket the member does not have", async () => {
    gateway.on('GET /api/v1/ticket/ticket_id=9', refusal(404, 'No ticket found.'));
    renderRedeemPage();

    expect(await screen.findByText('No ticket found.')).toBeTruthy();
    expect(screen.queryByLabelText('Store password')).toBeNull();
  });

  it('disables the button while the redeem is in flight', async () => {
    const slow = heldAnswer(USED);
    gateway.on(USE, slow.answer);
    renderRedeemPage();

    await redeemWith('4321');
    const sending = screen.getByRole('button', { name: 'Using…' });
    expect(sending).toHaveProperty('disabled', true);
    await userEvent.click(sending);
    act(() => {
      slow.release();
    });

    expect((await screen.findByRole('status')).textContent).toBe('Coupon used successfully.');
    expect(gateway.callsTo(USE)).toHaveLength(1);
  });

  it('says the connection was lost and retries with the same Idempotency-Key', async () => {
    let answers = 0;
    gateway.on(USE, () => (++answers === 1 ? dropConnection() : USED));
    renderRedeemPage();

    await redeemWith('4321');
    expect((await screen.findByRole('alert')).textContent).toContain('The connection was lost');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect((await screen.findByRole('status')).textContent).toBe('Coupon used successfully.');
    const [lost, retried] = keysOf(gateway.callsTo(USE));
    expect(lost).toBeTruthy();
    expect(retried).toBe(lost);
  });

  it('speaks Filipino: the success in the member’s language', async () => {
    gateway.on(USE, USED);
    renderRedeemPage('fil');

    const field = await screen.findByLabelText('Password ng tindahan');
    await userEvent.type(field, '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Gamitin ang ticket' }));

    expect((await screen.findByRole('status')).textContent).toBe('Matagumpay na nagamit ang kupon.');
  });
});
