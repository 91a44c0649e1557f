import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { ADMIN_STORAGE } from '../adminSession';
import { AdminLoginForm } from './AdminLoginForm';

const ADMIN = {
  id: 1,
  name: 'Super Master',
  admin_id: 'admin',
  authority: 'super master',
  createdAt: '2026-11-01',
};

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
});
