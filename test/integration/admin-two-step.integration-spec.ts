import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, totpCodeAt } from '@stamp/testing';
import { TestSystem, startTestSystem } from '../support/system';

const STEP_MS = 30_000;

interface LoginAnswer {
  token?: string;
  admin?: { admin_id: string; totp_enabled?: boolean };
  code?: string;
  message?: string;
}

/**
 * Two-step sign-in of administrators through the gateway (issue 25 §4, ASVS 5.0 V6): set-up, the login's
 * second step, replay of a code, single-use recovery codes, re-authentication to turn it off, and the
 * administrator's other sessions ending when it goes on. Each test has its own administrator, so the login
 * budget of one account (10 attempts in 15 minutes) is never what a test meets by accident.
 */
describe('Two-step sign-in of administrators (real Postgres and NATS)', () => {
  const database = `stamp_two_step_${Date.now()}`;
  const bootstrapPassword = `Boot-${randomBytes(8).toString('hex')}`;
  let sut: TestSystem;
  let superMaster: string;

  function logIn(admin_id: string, password: string, second: { otp?: string; recovery_code?: string } = {}) {
    return sut.call<LoginAnswer>('POST', '/api/v1/admin/login', { body: { admin_id, password, ...second } });
  }

  async function token(adminId: string, password: string): Promise<string> {
    const login = await logIn(adminId, password);
    expect(login.status).toBe(200);
    return login.body.token ?? '';
  }

  /** A new role admin; its login id and password. */
  async function newAdmin(): Promise<{ adminId: string; password: string }> {
    const adminId = `two-step-${randomBytes(4).toString('hex')}`;
    const password = `Pw-${randomBytes(8).toString('hex')}`;
    const created = await sut.call('POST', '/api/v1/admin/create', {
      token: superMaster,
      body: { authority: 'admin', name: 'Two Step', admin_id: adminId, password },
    });
    expect(created.status).toBe(201);
    return { adminId, password };
  }

  /** Set-up and enable from `session`: the secret and the recovery codes. */
  async function turnOn(
    session: string,
    password: string,
  ): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await sut.call<{ secret: string; otpauth_url: string }>(
      'POST',
      '/api/v1/admin/totp/setup',
      {
        token: session,
        body: { password },
      },
    );
    expect(setup.status).toBe(200);
    const enabled = await sut.call<{ recovery_codes: string[] }>('POST', '/api/v1/admin/totp/enable', {
      token: session,
      body: { code: totpCodeAt(setup.body.secret, new Date()) },
    });
    expect(enabled.status).toBe(200);
    return { secret: setup.body.secret, recoveryCodes: enabled.body.recovery_codes };
  }

  /** The app's code of the next time step: the enabling code's step is spent. */
  const nextCode = (secret: string) => totpCodeAt(secret, new Date(Date.now() + STEP_MS));

  beforeAll(async () => {
    const databaseUrl = await createDatabase(database);
    sut = await startTestSystem({
      databaseUrl,
      env: { BOOTSTRAP_ADMIN_ID: 'root', BOOTSTRAP_ADMIN_PASSWORD: bootstrapPassword },
    });
    superMaster = await token('root', bootstrapPassword);
  });

  afterAll(async () => {
    await sut.close();
    await dropDatabase(database);
  });

  it('asks for the code after the password, accepts it once, and then refuses it (replay)', async () => {
    const { adminId, password } = await newAdmin();
    const { secret, recoveryCodes } = await turnOn(await token(adminId, password), password);
    expect(recoveryCodes).toHaveLength(10);

    const withoutCode = await logIn(adminId, password);
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body).toMatchObject({
      code: 'ADMIN_OTP_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(withoutCode.body.token).toBeUndefined();

    const wrongPassword = await logIn(adminId, `${password}x`, { otp: nextCode(secret) });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toMatchObject({ message: 'Login failed' });
    expect(wrongPassword.body.code).toBe('ADMIN_LOGIN_FAILED');

    const code = nextCode(secret);
    const withCode = await logIn(adminId, password, { otp: code });
    expect(withCode.status).toBe(200);
    expect(withCode.body.admin).toMatchObject({ admin_id: adminId, totp_enabled: true });
    expect(JSON.stringify(withCode.body)).not.toContain(secret);

    const replay = await logIn(adminId, password, { otp: code });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ message: 'Login failed' });
  });

  it('refuses the deprecated GET login of an administrator with two-step sign-in (it cannot carry a code)', async () => {
    const { adminId, password } = await newAdmin();
    await turnOn(await token(adminId, password), password);

    const answer = await sut.call<LoginAnswer>(
      'GET',
      `/api/v1/admin/login/id=${adminId}/password=${password}`,
    );

    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'ADMIN_OTP_REQUIRED' });
    expect(answer.body.token).toBeUndefined();
  });

  it('accepts a recovery code once, and not twice', async () => {
    const { adminId, password } = await newAdmin();
    const { recoveryCodes } = await turnOn(await token(adminId, password), password);

    const first = await logIn(adminId, password, { recovery_code: recoveryCodes[0] });
    const second = await logIn(adminId, password, { recovery_code: recoveryCodes[0] });
    const another = await logIn(adminId, password, { recovery_code: recoveryCodes[1] });

    expect(first.status).toBe(200);
    expect(second.status).toBe(401);
    expect(another.status).toBe(200);
  });

  it('turns off only with the password, and then the login is the password alone again', async () => {
    const { adminId, password } = await newAdmin();
    const session = await token(adminId, password);
    await turnOn(session, password);

    const wrong = await sut.call<LoginAnswer>('POST', '/api/v1/admin/totp/disable', {
      token: session,
      body: { password: 'not-my-password' },
    });
    const missing = await sut.call('POST', '/api/v1/admin/totp/disable', { token: session, body: {} });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password is not correct.');
    expect(missing.status).toBe(400);
    expect((await logIn(adminId, password)).body.code).toBe('ADMIN_OTP_REQUIRED');

    const disabled = await sut.call('POST', '/api/v1/admin/totp/disable', {
      token: session,
      body: { password },
    });

    expect(disabled.status).toBe(204);
    const login = await logIn(adminId, password);
    expect(login.status).toBe(200);
    expect(login.body.admin?.totp_enabled).toBe(false);
  });

  it("ends the administrator's other sessions when it goes on, and keeps the one that turned it on", async () => {
    const { adminId, password } = await newAdmin();
    const laptop = await token(adminId, password);
    const phone = await token(adminId, password);
    const profile = `/api/v1/admin/${adminId}`;
    expect((await sut.call('GET', profile, { token: phone })).status).toBe(200);

    await turnOn(laptop, password);

    expect((await sut.call('GET', profile, { token: phone })).status).toBe(401);
    const own = await sut.call<{ totp_enabled?: boolean }>('GET', profile, { token: laptop });
    expect(own.status).toBe(200);
    expect(own.body.totp_enabled).toBe(true);
  });

  it('acts on the caller only, shows no secret to others, and needs an admin token', async () => {
    const { adminId, password } = await newAdmin();
    await turnOn(await token(adminId, password), password);

    const seenByRoot = await sut.call<Record<string, unknown>>('GET', `/api/v1/admin/${adminId}`, {
      token: superMaster,
    });
    const anonymous = await sut.call('POST', '/api/v1/admin/totp/setup', { body: { password } });
    const rootSetup = await sut.call<{ otpauth_url: string }>('POST', '/api/v1/admin/totp/setup', {
      token: superMaster,
      body: { password: bootstrapPassword },
    });

    expect(seenByRoot.status).toBe(200);
    expect(Object.keys(seenByRoot.body).some((key) => key.startsWith('totp'))).toBe(false);
    expect(anonymous.status).toBe(401);
    expect(rootSetup.status).toBe(200);
    expect(rootSetup.body.otpauth_url).toContain(':root?');
    expect((await logIn(adminId, password)).body.code).toBe('ADMIN_OTP_REQUIRED');
  });

  it('counts wrong codes in the login budget of the account (10 attempts, the first login one of them)', async () => {
    const { adminId, password } = await newAdmin();
    const { secret } = await turnOn(await token(adminId, password), password);
    const good = nextCode(secret);
    const wrong = good === '000000' ? '111111' : '000000';

    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await logIn(adminId, password, { otp: wrong })).status).toBe(401);
    }
    const blocked = await logIn(adminId, password, { otp: good });

    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('answers 400, never 500, to a malformed code', async () => {
    const { adminId, password } = await newAdmin();
    const session = await token(adminId, password);

    const badLogin = await logIn(adminId, password, { otp: '12ab56' });
    const badEnable = await sut.call('POST', '/api/v1/admin/totp/enable', {
      token: session,
      body: { code: 1 },
    });
    const noSetup = await sut.call('POST', '/api/v1/admin/totp/enable', {
      token: session,
      body: { code: '123456' },
    });

    expect(badLogin.status).toBe(400);
    expect(badEnable.status).toBe(400);
    expect(noSetup.status).toBe(409);
  });
});
