import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { MEMBER } from '../../../test/loyaltyFixtures';
import { renderMobile } from '../../../test/renderMobile';
import { MEMBER_STORAGE, clearMemberLogin } from '../../session';
import { MemberLoginForm } from './MemberLoginForm';

describe(MemberLoginForm.name, () => {
  it('submits on Enter in the e-mail field, keeps the login as spec §4 says and opens home', async () => {
    gateway.on('POST /wifi-user/login', {
      status: 200,
      body: { token: 'member-jwt', member: MEMBER, device_token: 'device-1' },
    });
    renderMobile(<MemberLoginForm />, '/mobile/login');

    await userEvent.type(screen.getByLabelText('Password'), 'kape1234');
    await userEvent.click(screen.getByLabelText('Auto-login'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'juan@example.ph{Enter}');

    expect((await screen.findByTestId('landing')).textContent).toContain('/home');
    expect(gateway.callsTo('POST /wifi-user/login')[0]?.body).toEqual({
      email: 'juan@example.ph',
      password: 'kape1234',
    });
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBe('member-jwt');
    expect(localStorage.getItem(MEMBER_STORAGE.loginId)).toBe('juan@example.ph');
    expect(localStorage.getItem(MEMBER_STORAGE.autoLogin)).toBe('true');
    expect(sessionStorage.getItem(MEMBER_STORAGE.sessionFlag)).toBe('true');
  });

  it('keeps the device token of a login and sends it with the next login for that e-mail', async () => {
    gateway.on('POST /wifi-user/login', {
      status: 200,
      body: { token: 'member-jwt', member: MEMBER, device_token: 'device-1' },
    });
    const first = renderMobile(<MemberLoginForm />, '/mobile/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'Juan@example.ph');
    await userEvent.type(screen.getByLabelText('Password'), 'kape1234{Enter}');
    await screen.findByTestId('landing');
    first.unmount();
    clearMemberLogin();

    renderMobile(<MemberLoginForm />, '/mobile/login');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await userEvent.type(screen.getByLabelText('Password'), 'kape1234{Enter}');
    await screen.findByTestId('landing');

    expect(gateway.callsTo('POST /wifi-user/login').map((call) => call.body)).toEqual([
      { email: 'Juan@example.ph', password: 'kape1234' },
      { email: 'juan@example.ph', password: 'kape1234', device_token: 'device-1' },
    ]);
  });

  it('asks the gateway nothing while a field is blank, and focuses the first blank one', async () => {
    renderMobile(<MemberLoginForm />, '/mobile/login');

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your email and password.');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));

    await userEvent.type(screen.getByLabelText('E-mail'), '  juan@example.ph');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(gateway.callsTo('POST /wifi-user/login')).toEqual([]);
  }, 15_000);

  it("says 'Please check your email and password.' on a 401 and keeps no login", async () => {
    gateway.on('POST /wifi-user/login', refusal(401, 'Please check your email and password.'));
    renderMobile(<MemberLoginForm />, '/mobile/login');

    await userEvent.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Please check your email and password.');
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBeNull();
    expect(localStorage.getItem(MEMBER_STORAGE.autoLogin)).toBeNull();
  });

  it('says the account is disabled on a 403 (a suspended member, join_check 1)', async () => {
    gateway.on(
      'POST /wifi-user/login',
      refusal(403, 'Your account has been disabled. Please contact the administrator.'),
    );
    renderMobile(<MemberLoginForm />, '/mobile/login');

    await userEvent.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await userEvent.type(screen.getByLabelText('Password'), 'kape1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account has been disabled. Please contact the administrator.',
    );
  });

  it.each([
    ['en', 'E-mail', 'Password', 'Login', 'Your account is dormant after a year without login.'],
    ['ko', '이메일', '비밀번호', '로그인', '1년 동안 로그인하지 않아 휴면 계정이 되었습니다.'],
    ['fil', 'E-mail', 'Password', 'Mag-log in', 'Dormant na ang iyong account'],
  ] as const)(
    'in %s, says a dormant account was sent a confirmation link (its own code), not that it is disabled',
    async (locale, emailLabel, passwordLabel, button, words) => {
      gateway.on(
        'POST /wifi-user/login',
        refusal(403, 'Your account is dormant after a year without login.', 'ACCOUNT_DORMANT'),
      );
      renderMobile(<MemberLoginForm />, '/mobile/login', undefined, locale);

      await userEvent.type(await screen.findByLabelText(emailLabel), 'juan@example.ph');
      await userEvent.type(screen.getByLabelText(passwordLabel), 'kape1234');
      await userEvent.click(screen.getByRole('button', { name: button }));

      expect((await screen.findByRole('alert')).textContent).toContain(words);
      expect(localStorage.getItem(MEMBER_STORAGE.token)).toBeNull();
    },
  );

  it('asks for both fields without calling the gateway, and auto-login stays off unless ticked', async () => {
    renderMobile(<MemberLoginForm />, '/mobile/login');

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check your email and password.');
    expect(gateway.calls).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Auto-login').checked).toBe(false);
  });

  it("links 'Forgot username/password' to /mobile/forgot", () => {
    renderMobile(<MemberLoginForm />, '/mobile/login');

    expect(screen.getByRole('link', { name: 'Forgot username/password' }).getAttribute('href')).toBe(
      '/mobile/forgot',
    );
  });

  it('speaks Filipino: its labels and the refusal in the member’s language', async () => {
    gateway.on('POST /wifi-user/login', refusal(401, 'Please check your email and password.'));
    renderMobile(<MemberLoginForm />, '/mobile/login', undefined, 'fil');

    await userEvent.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await userEvent.type(screen.getByLabelText('Password'), 'mali');
    await userEvent.click(screen.getByLabelText('Awtomatikong pag-log in'));
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Pakisuri ang iyong e-mail at password.');
  });
});
