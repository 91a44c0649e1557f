import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { ResetPasswordForm } from './ResetPasswordForm';

describe(ResetPasswordForm.name, () => {
  it('sets the new password with the mailed token and opens login saying so', async () => {
    gateway.on('POST /wifi-user/reset-password', { status: 200, body: { reset: true } });
    renderMobile(<ResetPasswordForm token="mailed-token" />, '/mobile/reset-password');

    await userEvent.type(screen.getByLabelText('New password'), 'new-pass-1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new-pass-1234{Enter}');

    const landing = await screen.findByTestId('landing');
    expect(landing.textContent).toContain('/mobile/login');
    expect(landing.textContent).toContain('Your password has been changed. Please log in.');
    expect(gateway.callsTo('POST /wifi-user/reset-password')[0]?.body).toEqual({
      token: 'mailed-token',
      password: 'new-pass-1234',
    });
  });

  it('checks the two passwords before calling the gateway', async () => {
    renderMobile(<ResetPasswordForm token="mailed-token" />, '/mobile/reset-password');

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill the password.');
    await userEvent.type(screen.getByLabelText('New password'), 'new-pass-1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    expect(gateway.calls).toEqual([]);
  });

  it.each([
    ['under 8 characters', 'kape123'],
    ['commonly used, in any case', 'Password1'],
  ])('refuses a new password %s before calling the gateway', async (_case, password) => {
    renderMobile(<ResetPasswordForm token="mailed-token" />, '/mobile/reset-password');

    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm password'), `${password}{Enter}`);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password must be at least 8 characters and not a commonly used password.',
    );
    expect(gateway.calls).toEqual([]);
  });

  it('says it in the member’s language: Korean', async () => {
    renderMobile(<ResetPasswordForm token="mailed-token" />, '/mobile/reset-password', undefined, 'ko');

    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'kape123');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'kape123{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(
      '비밀번호는 8자 이상이어야 하며, 흔히 쓰이는 비밀번호는 사용할 수 없습니다.',
    );
  });

  it("shows the server's message for a used or expired link, and says so at once without a token", async () => {
    gateway.on('POST /wifi-user/reset-password', refusal(400, 'This reset link is invalid or has expired.'));
    const { unmount } = renderMobile(<ResetPasswordForm token="old-token" />, '/mobile/reset-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-pass-1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new-pass-1234{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired.');
    unmount();

    renderMobile(<ResetPasswordForm token="" />, '/mobile/reset-password');
    expect(screen.getByRole('alert').textContent).toBe('This reset link is invalid or has expired.');
  });
});
