import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { ForgotForms } from './ForgotForms';

const form = (name: string) => within(screen.getByRole('form', { name }));

describe(ForgotForms.name, () => {
  it("finds the ID: 'Your ID is {id}'", async () => {
    gateway.on('GET /wifi-user/find-id/Juan/Dela Cruz/kape1234', { status: 200, text: 'juan@example.ph' });
    renderMobile(<ForgotForms />, '/mobile/forgot');
    const findId = form('Find ID');

    await userEvent.type(findId.getByLabelText('First name'), 'Juan');
    await userEvent.type(findId.getByLabelText('Last name'), 'Dela Cruz');
    await userEvent.type(findId.getByLabelText('Password'), 'kape1234');
    await userEvent.click(findId.getByRole('button', { name: 'Find ID' }));

    expect((await findId.findByRole('status')).textContent).toBe('Your ID is juan@example.ph');
  });

  it("says 'ID not found.' on a 404 and for an empty form", async () => {
    gateway.on('GET /wifi-user/find-id/*', refusal(404, 'ID not found.'));
    renderMobile(<ForgotForms />, '/mobile/forgot');
    const findId = form('Find ID');

    await userEvent.click(findId.getByRole('button', { name: 'Find ID' }));
    expect((await findId.findByRole('alert')).textContent).toBe('ID not found.');
    expect(gateway.calls).toEqual([]);

    await userEvent.type(findId.getByLabelText('First name'), 'Maria');
    await userEvent.type(findId.getByLabelText('Last name'), 'Santos');
    await userEvent.type(findId.getByLabelText('Password'), 'nope{Enter}');
    expect((await findId.findByRole('alert')).textContent).toBe('ID not found.');
    expect(gateway.calls).toHaveLength(1);
  });

  it("mails a reset link and shows the server's sentence; 'Password not found.' on a 404", async () => {
    const route = 'GET /wifi-user/find-password/Juan/Dela Cruz/juan@example.ph';
    gateway.on(route, { status: 200, text: 'A password reset link has been sent to juan@example.ph.' });
    renderMobile(<ForgotForms />, '/mobile/forgot');
    const findPassword = form('Find password');

    await userEvent.type(findPassword.getByLabelText('First name'), 'Juan');
    await userEvent.type(findPassword.getByLabelText('Last name'), 'Dela Cruz');
    await userEvent.type(findPassword.getByLabelText('E-mail'), 'juan@example.ph');
    await userEvent.click(findPassword.getByRole('button', { name: 'Send reset link' }));
    expect((await findPassword.findByRole('status')).textContent).toBe(
      'A password reset link has been sent to juan@example.ph.',
    );

    gateway.on(route, refusal(404, 'Password not found.'));
    await userEvent.click(findPassword.getByRole('button', { name: 'Send reset link' }));
    expect((await findPassword.findByRole('alert')).textContent).toBe('Password not found.');
  });
});
