import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../test/fakeGateway';
import { renderMobile } from '../../test/renderMobile';
import { MobileOwnerSetPasswordPage } from './MobileOwnerSetPasswordPage';

const PAGE = '/mobile/store-owner/set-password';

async function type(password: string, confirm = password): Promise<void> {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText(/confirm/i), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set the password' }));
}

describe(MobileOwnerSetPasswordPage.name, () => {
  it('sets the owner password with the mailed token and says where to sign in', async () => {
    gateway.on('POST /api/v1/store/owner-password', { status: 204, body: undefined });
    renderMobile(<MobileOwnerSetPasswordPage />, `${PAGE}?token=tok-123`, PAGE);

    await type('Kape-owner-2026');

    expect((await screen.findByRole('status')).textContent).toBe(
      'The owner password is set. Sign in from the gear on the home screen.',
    );
    expect(gateway.callsTo('POST /api/v1/store/owner-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'Kape-owner-2026',
    });
  });

  it('asks for 8 characters and the same password twice before calling the gateway', async () => {
    renderMobile(<MobileOwnerSetPasswordPage />, `${PAGE}?token=tok-123`, PAGE);

    await type('short');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password must be at least 8 characters and not a commonly used password.',
    );
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText(/confirm/i));
    await type('Kape-owner-2026', 'Kape-owner-2027');
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(gateway.calls).toEqual([]);
  });

  it('refuses a commonly used password, in any case, before calling the gateway', async () => {
    renderMobile(<MobileOwnerSetPasswordPage />, `${PAGE}?token=tok-123`, PAGE);

    await type('Password1');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password must be at least 8 characters and not a commonly used password.',
    );
    expect(gateway.calls).toEqual([]);
  });

  it("shows the server's message for a used or expired link", async () => {
    gateway.on(
      'POST /api/v1/store/owner-password',
      refusal(400, 'This reset link is invalid or has expired.'),
    );
    renderMobile(<MobileOwnerSetPasswordPage />, `${PAGE}?token=used`, PAGE);

    await type('Kape-owner-2026');

    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired.');
  });
});
