import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { TwoStepSettings } from './TwoStepSettings';

const ADMIN = {
  id: 1,
  name: 'Super Master',
  admin_id: 'root',
  authority: 'super master' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from(
  { length: 10 },
  (_, i) => `aaaa-bbbb-cccc-dddd-eeee-ff${String.fromCharCode(97 + i)}${i}`,
);

async function confirmPassword(password = 'root-pass') {
  await userEvent.type(await screen.findByLabelText('Password'), `${password}{Enter}`);
}

describe(TwoStepSettings.name, () => {
  describe('while off', () => {
    it('sets up: password, QR code and key, first code, then the recovery codes shown once', async () => {
      gateway.on('POST /api/v1/admin/totp/setup', {
        status: 200,
        body: { secret: SECRET, otpauth_url: `otpauth://totp/Stamp:root?secret=${SECRET}&issuer=Stamp` },
      });
      gateway.on('POST /api/v1/admin/totp/enable', { status: 200, body: { recovery_codes: CODES } });
      renderAdmin(<TwoStepSettings admin={{ ...ADMIN, totp_enabled: false }} />);
      expect(screen.getByText('Off')).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
      await confirmPassword();

      expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
      expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
      expect(gateway.callsTo('POST /api/v1/admin/totp/setup')[0]?.body).toEqual({ password: 'root-pass' });

      const code = screen.getByLabelText('Code');
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');
      await userEvent.type(code, '492039{Enter}');

      const codes = await screen.findByRole('region', { name: 'Save your recovery codes' });
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(CODES);
      expect(gateway.callsTo('POST /api/v1/admin/totp/enable')[0]?.body).toEqual({ code: '492039' });
      const done = within(codes).getByRole('button', { name: 'Done' });
      expect((done as HTMLButtonElement).disabled).toBe(true);

      await userEvent.click(within(codes).getByLabelText('I have saved these codes somewhere safe'));
      await userEvent.click(done);

      expect(screen.queryByRole('region', { name: 'Save your recovery codes' })).toBeNull();
    });

    it('shows a wrong password under the field and stays on the password step', async () => {
      gateway.on('POST /api/v1/admin/totp/setup', refusal(400, 'The password is not correct.'));
      renderAdmin(<TwoStepSettings admin={{ ...ADMIN, totp_enabled: false }} />);

      await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
      await confirmPassword('wrong');

      expect((await screen.findByRole('alert')).textContent).toBe('The password is not correct.');
      expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    });

    it("says a code that did not match, in the server's words", async () => {
      gateway.on('POST /api/v1/admin/totp/setup', {
        status: 200,
        body: { secret: SECRET, otpauth_url: `otpauth://totp/Stamp:root?secret=${SECRET}` },
      });
      const wrong = 'That code did not match. Check the time on your phone and try again.';
      gateway.on('POST /api/v1/admin/totp/enable', refusal(400, wrong));
      renderAdmin(<TwoStepSettings admin={{ ...ADMIN, totp_enabled: false }} />);
      await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
      await confirmPassword();

      await userEvent.type(await screen.findByLabelText('Code'), '000000{Enter}');

      expect((await screen.findByRole('alert')).textContent).toBe(wrong);
    });
  });

  describe('while on', () => {
    it('turns off after the password and a confirmation', async () => {
      gateway.on('POST /api/v1/admin/totp/disable', { status: 204 });
      renderAdmin(<TwoStepSettings admin={{ ...ADMIN, totp_enabled: true }} />);
      expect(screen.getByText('On')).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
      await confirmPassword();
      const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

      await waitFor(() => {
        expect(gateway.callsTo('POST /api/v1/admin/totp/disable')[0]?.body).toEqual({
          password: 'root-pass',
        });
      });
      expect(await screen.findByText('Two-step sign-in is off.')).toBeTruthy();
    });

    it('turns nothing off when the confirmation is cancelled', async () => {
      renderAdmin(<TwoStepSettings admin={{ ...ADMIN, totp_enabled: true }} />);

      await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
      await confirmPassword();
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'cancel' }),
      );

      expect(gateway.callsTo('POST /api/v1/admin/totp/disable')).toEqual([]);
    });

    it('makes a new set of recovery codes after the password', async () => {
      gateway.on('POST /api/v1/admin/totp/recovery-codes', { status: 200, body: { recovery_codes: CODES } });
      renderAdmin(<TwoStepSettings admin={{ ...ADMIN, totp_enabled: true }} />);

      await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
      await confirmPassword();

      const codes = await screen.findByRole('region', { name: 'Save your recovery codes' });
      expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    });
  });
});
