import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { ADMIN_STORAGE } from '../adminSession';
import { ROUTES } from '../../../routes';
import { AdminLoginForm } from './AdminLoginForm';

const ADMIN = {
  id: 1,
  name: 'Super Master',
  admin_id: 'admin',
  authority: 'super master',
  createdAt: '2026-11-01',
};

const OTP_REQUIRED = refusal(
  401,
  'Enter the 6-digit code from your authenticator app.',
  'ADMIN_OTP_REQUIRED',
);

/** The gateway of an administrator with two-step sign-in: a code is asked for, then `second` answers it. */
function twoStepGateway(second: { status: number; body?: unknown }) {
  gateway.on('POST /api/v1/admin/login', (call) => {
    const body = call.body as { otp?: string; recovery_code?: string };
    return body.otp || body.recovery_code ? second : OTP_REQUIRED;
  });
}

async function typePassword() {
  await userEvent.type(screen.getByLabelText('ID'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
}

describe(AdminLoginForm.name, () => {
  it("says 'Login failed' for an empty form without calling the gateway", async () => {
    renderAdmin(<AdminLoginForm />);

    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    expect(gateway.calls).toEqual([]);
  });

  it("says 'Login failed' when the gateway refuses the password", async () => {
    gateway.on('POST /api/v1/admin/login', refusal(401, 'Login failed'));
    renderAdmin(<AdminLoginForm />);

    await userEvent.type(screen.getByLabelText('ID'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    expect(localStorage.getItem(ADMIN_STORAGE.token)).toBeNull();
  });

  it('submits on Enter and keeps the token with Save Login as spec §4 says', async () => {
    gateway.on('POST /api/v1/admin/login', { status: 200, body: { token: 'jwt-token', admin: ADMIN } });
    renderAdmin(<AdminLoginForm />);

    await userEvent.type(screen.getByLabelText('ID'), 'admin');
    await userEvent.click(screen.getByLabelText('Save Login'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');

    await waitFor(() => {
      expect(localStorage.getItem(ADMIN_STORAGE.token)).toBe('jwt-token');
    });
    expect(gateway.callsTo('POST /api/v1/admin/login')[0]?.body).toEqual({
      admin_id: 'admin',
      password: 'secret',
    });
    expect(localStorage.getItem(ADMIN_STORAGE.autoLogin)).toBe('true');
    expect(localStorage.getItem(ADMIN_STORAGE.loginId)).toBe('admin');
    expect(sessionStorage.getItem(ADMIN_STORAGE.sessionFlag)).toBe('true');
  });

  describe('two-step sign-in', () => {
    it('asks for the app code after the password: a focused one-time-code field, no error', async () => {
      twoStepGateway({ status: 200, body: { token: 'jwt', admin: { ...ADMIN, totp_enabled: true } } });
      renderAdmin(<AdminLoginForm />);

      await typePassword();

      const code = await screen.findByLabelText('Code');
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(code.getAttribute('inputmode')).toBe('numeric');
      await waitFor(() => {
        expect(document.activeElement).toBe(code);
      });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(localStorage.getItem(ADMIN_STORAGE.token)).toBeNull();
    });

    it('sends the code with the id and password already typed, and signs in', async () => {
      twoStepGateway({ status: 200, body: { token: 'jwt', admin: { ...ADMIN, totp_enabled: true } } });
      renderAdmin(<AdminLoginForm />);
      await typePassword();

      await userEvent.type(await screen.findByLabelText('Code'), '492 039{Enter}');

      await waitFor(() => {
        expect(localStorage.getItem(ADMIN_STORAGE.token)).toBe('jwt');
      });
      expect(gateway.callsTo('POST /api/v1/admin/login')[1]?.body).toEqual({
        admin_id: 'admin',
        password: 'secret',
        otp: '492039',
      });
    });

    it('refuses a code that is not six digits without calling the gateway', async () => {
      twoStepGateway({ status: 200, body: { token: 'jwt', admin: ADMIN } });
      renderAdmin(<AdminLoginForm />);
      await typePassword();

      await userEvent.type(await screen.findByLabelText('Code'), '12ab{Enter}');

      expect((await screen.findByRole('alert')).textContent).toBe(
        'The code is the 6 digits your authenticator app shows.',
      );
      expect(gateway.callsTo('POST /api/v1/admin/login')).toHaveLength(1);
    });

    it('says the code was not accepted when the gateway refuses it, and stays on the code step', async () => {
      twoStepGateway(refusal(401, 'Login failed'));
      renderAdmin(<AdminLoginForm />);
      await typePassword();

      await userEvent.type(await screen.findByLabelText('Code'), '000000{Enter}');

      expect((await screen.findByRole('alert')).textContent).toBe(
        'That code was not accepted. Enter the current code, or use a recovery code.',
      );
      expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('');
    });

    it('takes a recovery code instead, and goes back to the password with the id kept', async () => {
      twoStepGateway({ status: 200, body: { token: 'jwt', admin: { ...ADMIN, totp_enabled: true } } });
      renderAdmin(<AdminLoginForm />);
      await typePassword();

      await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop-qrst-uvwx{Enter}');

      await waitFor(() => {
        expect(gateway.callsTo('POST /api/v1/admin/login')[1]?.body).toMatchObject({
          recovery_code: 'abcd-efgh-ijkl-mnop-qrst-uvwx',
        });
      });
    });

    it('goes back to the id and password as typed', async () => {
      twoStepGateway(refusal(401, 'Login failed'));
      renderAdmin(<AdminLoginForm />);
      await typePassword();

      await userEvent.click(await screen.findByRole('button', { name: 'Back to sign-in' }));

      expect(screen.getByLabelText<HTMLInputElement>('ID').value).toBe('admin');
      expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('secret');
    });
  });

  describe('a super master without two-step sign-in', () => {
    function signedIn() {
      gateway.on('POST /api/v1/admin/login', {
        status: 200,
        body: { token: 'jwt', admin: { ...ADMIN, totp_enabled: false } },
      });
      renderAdmin(<AdminLoginForm />, ROUTES.adminLogin);
    }

    it('is asked to protect the account after signing in', async () => {
      signedIn();
      await typePassword();

      await waitFor(() => {
        expect(screen.getByTestId('location').textContent).toBe(ROUTES.adminProtectAccount);
      });
    });

    it("is not asked again in this browser session after 'Not now'", async () => {
      sessionStorage.setItem(ADMIN_STORAGE.twoStepPromptDismissed, 'true');
      signedIn();
      await typePassword();

      await waitFor(() => {
        expect(screen.getByTestId('location').textContent).toBe(ROUTES.adminIndex);
      });
    });
  });
});
