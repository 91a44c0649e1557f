import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { EventEnvelope, MemberRequests, MemberView } from '@stamp/contracts';
import { hashPassword } from '@stamp/server-kit/security';
import { createDatabase, dropDatabase } from '@stamp/testing';
import { startSmtpServer } from '../support/smtp';
import { ApiResponse, TestSystem, eventually, observeEvents, startTestSystem } from '../support/system';

const NCR = 1300000000;
const MAKATI = 1380300000;

describe('Identity through the gateway (real Postgres, NATS and SMTP)', () => {
  const database = `stamp_identity_${Date.now()}`;
  const bootstrapPassword = `boot-${randomBytes(8).toString('hex')}`;
  const passwords: string[] = [bootstrapPassword];
  const bodies: string[] = [];
  let seen: EventEnvelope[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sut: TestSystem;
  let databaseUrl: string;
  let superMaster: string;

  /** Every call of this file goes through here, so the last test can look for passwords in all bodies. */
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<ApiResponse<T>> {
    const response = await sut.call<T>(method, path, options);
    bodies.push(JSON.stringify(response.body));
    return response;
  }

  function password(): string {
    const value = `pw-${randomBytes(6).toString('hex')}`;
    passwords.push(value);
    return value;
  }

  let counter = 0;
  async function signUp(
    overrides: Record<string, unknown> = {},
  ): Promise<{ bbs_no: number; email: string; password: string }> {
    counter++;
    const pass = password();
    const email = `member${counter}-${Date.now()}@example.ph`;
    const response = await call<{ bbs_no: number }>('POST', '/wifi-user/signup', {
      body: {
        privacy_agreed: true,
        member_id: email,
        member_name: `Juan${counter}`,
        member_name2: 'Dela Cruz',
        member_pass: pass,
        member_pass_confirm: pass,
        hphone_num: '09171234567',
        area1: NCR,
        area2: MAKATI,
        addr1: '123 Ayala Ave.',
        ...overrides,
      },
    });
    expect(response.status).toBe(201);
    return { bbs_no: response.body.bbs_no, email, password: pass };
  }

  async function logIn(
    email: string,
    pass: string,
  ): Promise<ApiResponse<{ token: string; member: MemberView; message?: string }>> {
    return call('POST', '/wifi-user/login', { body: { email, password: pass } });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    databaseUrl = await createDatabase(database);
    sut = await startTestSystem({
      databaseUrl,
      env: { SMTP_URL: smtp.url, BOOTSTRAP_ADMIN_ID: 'root', BOOTSTRAP_ADMIN_PASSWORD: bootstrapPassword },
    });
    seen = await observeEvents(sut, 'identity-observer', ['member.>']);
    const login = await call<{ token: string }>('POST', '/api/v1/admin/login', {
      body: { admin_id: 'root', password: bootstrapPassword },
    });
    expect(login.status).toBe(200);
    superMaster = login.body.token;
  });

  afterAll(async () => {
    await sut.close();
    await smtp.close();
    await dropDatabase(database);
  });

  describe('sign-up', () => {
    it('answers 201 with the member number and announces member.registered with the area', async () => {
      const member = await signUp();
      await eventually(async () => {
        const event = seen.find(
          (e) =>
            e.subject === 'member.registered' &&
            (e.payload as { memberNo: number }).memberNo === member.bbs_no,
        );
        expect(event?.payload).toMatchObject({ area1: NCR, area2: MAKATI });
        return Promise.resolve();
      });
    });

    it('checks the fields in the spec order and lists every message', async () => {
      const response = await call<{ errors: string[] }>('POST', '/wifi-user/signup', {
        body: { member_pass: 'a', member_pass_confirm: 'b' },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        'Please agree to the privacy policy.',
        'Please fill the first name and last name.',
        'Please fill the email.',
        'Passwords do not match.',
        'Password must be at least 8 characters and not a commonly used password.',
      ]);
    });

    it('refuses an address whose province is not in the region', async () => {
      const pass = password();
      const response = await call<{ errors: string[] }>('POST', '/wifi-user/signup', {
        body: {
          privacy_agreed: true,
          member_id: 'x@example.ph',
          member_name: 'A',
          member_name2: 'B',
          member_pass: pass,
          member_pass_confirm: pass,
          area1: 100000000,
          area2: MAKATI,
        },
      });
      expect(response.body.errors).toEqual(['Invalid address']);
    });

    it('refuses an e-mail already registered, whatever its case', async () => {
      const member = await signUp();
      const pass = password();
      const again = await call('POST', '/wifi-user/signup', {
        body: {
          privacy_agreed: true,
          member_id: member.email.toUpperCase(),
          member_name: 'A',
          member_name2: 'B',
          member_pass: pass,
          member_pass_confirm: pass,
        },
      });
      expect(again.status).toBe(409);
    });
  });

  describe('login and sessions', () => {
    it('gives a member token and the member without any password', async () => {
      const member = await signUp();
      const login = await logIn(member.email, member.password);
      expect(login.status).toBe(200);
      expect(login.body.member).toMatchObject({
        bbs_no: member.bbs_no,
        member_id: member.email,
        join_check: 2,
      });
      expect(login.body.member).not.toHaveProperty('member_pass');
      const me = await call<MemberView>('GET', '/wifi-user/me', { token: login.body.token });
      expect(me.body.bbs_no).toBe(member.bbs_no);
    });

    it('answers the deprecated GET logins like the POST ones', async () => {
      const member = await signUp();
      const byPath = await call<{ token: string }>(
        'GET',
        `/wifi-user/login/email=${encodeURIComponent(member.email)}/password=${member.password}`,
      );
      expect(byPath.status).toBe(200);
      expect(byPath.body.token).toEqual(expect.any(String));
      expect((await call('GET', `/wifi-user/login/email=${member.email}/password=wrong`)).status).toBe(401);
      expect((await call('GET', `/api/v1/admin/login/id=root/password=${bootstrapPassword}`)).status).toBe(
        200,
      );
      expect((await call('GET', '/api/v1/admin/login/id=root/password=wrong')).status).toBe(401);
    });

    it('refuses a wrong password or unknown e-mail with the spec message', async () => {
      const member = await signUp();
      for (const attempt of [await logIn(member.email, 'wrong'), await logIn('nobody@example.ph', 'x')]) {
        expect(attempt.status).toBe(401);
        expect(attempt.body.message).toBe('Please check your email and password.');
      }
    });

    it('ends a suspended member’s token at the next call and refuses their login with 403', async () => {
      const member = await signUp();
      const { token } = (await logIn(member.email, member.password)).body;
      // The gateway now remembers the member as active; the suspension through it must end that at once.
      expect((await call('GET', '/wifi-user/me', { token })).status).toBe(200);
      const suspend = await call('PUT', '/wifi-user/update', {
        token: superMaster,
        body: { member_id: member.email, join_check: 1 },
      });
      expect(suspend.status).toBe(200);
      expect((await call('GET', '/wifi-user/me', { token })).status).toBe(401);
      const refused = await logIn(member.email, member.password);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Your account has been disabled. Please contact the administrator.');
      await call('PUT', '/wifi-user/update', {
        token: superMaster,
        body: { member_id: member.email, join_check: 2 },
      });
      expect((await logIn(member.email, member.password)).status).toBe(200);
      await eventually(async () => {
        const subjects = seen
          .filter((e) => (e.payload as { memberNo: number }).memberNo === member.bbs_no)
          .map((e) => e.subject);
        expect(subjects).toEqual(expect.arrayContaining(['member.suspended', 'member.reactivated']));
        return Promise.resolve();
      });
    });

    it('ends the token too when the suspension reaches the member service another way (its event)', async () => {
      const member = await signUp();
      const { token } = (await logIn(member.email, member.password)).body;
      expect((await call('GET', '/wifi-user/me', { token })).status).toBe(200);
      // As another gateway replica would: straight to the member service, so only member.suspended tells this one.
      await sut.bus.request(MemberRequests.setStatus, { member_id: member.email, join_check: 1 });
      await eventually(async () => {
        expect((await call('GET', '/wifi-user/me', { token })).status).toBe(401);
      });
    });

    it('limits guessing one account: past 10 tries in 15 minutes, 429 with Retry-After', async () => {
      const member = await signUp();
      for (let i = 0; i < 10; i++) {
        expect((await logIn(member.email, 'wrong')).status).toBe(401);
      }
      const limited = await logIn(member.email, member.password);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('who may call what', () => {
    it('refuses member and store tokens on the admin member routes with 403, and no token with 401', async () => {
      const member = await signUp();
      const memberToken = (await logIn(member.email, member.password)).body.token;
      const storeToken = await sut.tokenFor({ kind: 'store', storeId: 1 });
      for (const [method, path] of [
        ['GET', '/wifi-user/get/offset=0'],
        ['GET', '/wifi-user/all/count'],
        ['GET', `/wifi-user/info/email=${member.email}`],
        ['PUT', `/wifi-user/delete/id=${member.bbs_no}`],
        ['GET', '/api/v1/admins'],
      ] as const) {
        expect((await call(method, path, { token: memberToken })).status).toBe(403);
        expect((await call(method, path, { token: storeToken })).status).toBe(403);
        expect((await call(method, path)).status).toBe(401);
      }
    });

    it("refuses another member's token on self routes with 403", async () => {
      const alice = await signUp();
      const bob = await signUp();
      const bobToken = (await logIn(bob.email, bob.password)).body.token;
      expect(
        (
          await call('PUT', '/wifi-user/update', {
            token: bobToken,
            body: { bbs_no: alice.bbs_no, member_name: 'Hacked' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await call('POST', `/wifi-user/unsubscribe/email/${alice.email}`, { token: bobToken })).status,
      ).toBe(403);
    });

    it('lets a member change their own profile, with the spec messages', async () => {
      const member = await signUp();
      const token = (await logIn(member.email, member.password)).body.token;
      const mismatch = await call<{ message: string }>('PUT', '/wifi-user/update', {
        token,
        body: { bbs_no: member.bbs_no, member_pass: 'a', member_pass_confirm: 'b' },
      });
      expect(mismatch.body.message).toBe('Password does not match');
      const region = await call<{ message: string }>('PUT', '/wifi-user/update', {
        token,
        body: { bbs_no: member.bbs_no, area1: 100000000 },
      });
      expect(region.body.message).toBe('Region has been changed. Please fill province and address');
      const ok = await call<MemberView>('PUT', '/wifi-user/update', {
        token,
        body: { bbs_no: member.bbs_no, member_name: 'Juana', join_check: 1, point: 999 },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ member_name: 'Juana', join_check: 2, point: 0 });
      await eventually(async () => {
        expect(
          seen.some(
            (e) =>
              e.subject === 'member.updated' &&
              (e.payload as { memberNo: number }).memberNo === member.bbs_no,
          ),
        ).toBe(true);
        return Promise.resolve();
      });
    });
  });

  describe('admin member list', () => {
    it('pages newest first, filters by status, counts, and searches', async () => {
      const older = await signUp();
      const newer = await signUp();
      const page = await call<MemberView[]>('GET', '/wifi-user/get/offset=0', { token: superMaster });
      expect(page.body.length).toBeLessThanOrEqual(10);
      expect(page.body.map((m) => m.bbs_no).indexOf(newer.bbs_no)).toBeLessThan(
        page.body.map((m) => m.bbs_no).indexOf(older.bbs_no),
      );
      await call('PUT', '/wifi-user/update', {
        token: superMaster,
        body: { member_id: older.email, join_check: 1 },
      });
      const inactive = await call<MemberView[]>('GET', '/wifi-user/get/offset=0?status=inactive', {
        token: superMaster,
      });
      expect(inactive.body.map((m) => m.bbs_no)).toContain(older.bbs_no);
      expect(inactive.body.every((m) => m.join_check === 1)).toBe(true);
      const count = await sut.call<number>('GET', '/wifi-user/all/count', { token: superMaster });
      expect(typeof count.body).toBe('number');
      expect(count.body).toBeGreaterThanOrEqual(2);
      const byEmail = await call<MemberView[]>('GET', `/wifi-user/info/email=${newer.email}`, {
        token: superMaster,
      });
      expect(byEmail.body.map((m) => m.bbs_no)).toEqual([newer.bbs_no]);
      const byRegion = await call<MemberView[]>('GET', `/wifi-user/info/region=${NCR}`, {
        token: superMaster,
      });
      expect(byRegion.body.length).toBeGreaterThan(0);
    });
  });

  describe('recovery', () => {
    it('finds the id from the name and password, and says ID not found otherwise', async () => {
      const last = `Person${Date.now()}`;
      const member = await signUp({ member_name: 'Findable', member_name2: last });
      const found = await sut.call<string>('GET', `/wifi-user/find-id/Findable/${last}/${member.password}`);
      expect(found.status).toBe(200);
      expect(found.body).toBe(member.email);
      const wrong = await sut.call<{ message: string }>('GET', `/wifi-user/find-id/Findable/${last}/nope`);
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('ID not found.');
    });

    it('mails a single-use reset link: reset, new password works, old one and a reused link do not', async () => {
      const member = await signUp({ member_name: 'Reset', member_name2: 'Me' });
      const answer = await sut.call<string>('GET', `/wifi-user/find-password/Reset/Me/${member.email}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(answer.body).toBe(`A password reset link has been sent to ${member.email}.`);
      const mail = await eventually(async () => {
        const found = smtp.mails.find((m) => m.to.includes(member.email));
        expect(found).toBeDefined();
        return Promise.resolve(found);
      });
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
      expect(mail?.text).not.toContain(member.password);
      const fresh = password();
      expect(
        (await call('POST', '/wifi-user/reset-password', { body: { token, password: fresh } })).status,
      ).toBe(200);
      expect((await logIn(member.email, fresh)).status).toBe(200);
      expect((await logIn(member.email, member.password)).status).toBe(401);
      const reused = await call<{ message: string }>('POST', '/wifi-user/reset-password', {
        body: { token, password: password() },
      });
      expect(reused.status).toBe(400);
      expect((await logIn(member.email, fresh)).status).toBe(200);
    });

    it('lets only one of two simultaneous uses of a reset link succeed', async () => {
      const member = await signUp({ member_name: 'Twice', member_name2: 'Used' });
      expect((await sut.call('GET', `/wifi-user/find-password/Twice/Used/${member.email}`)).status).toBe(200);
      const mail = await eventually(async () => {
        const found = smtp.mails.find((m) => m.to.includes(member.email));
        expect(found).toBeDefined();
        return Promise.resolve(found);
      });
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      const answers = await Promise.all([
        call('POST', '/wifi-user/reset-password', { body: { token, password: password() } }),
        call('POST', '/wifi-user/reset-password', { body: { token, password: password() } }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    });

    it('answers Password not found when nothing matches, and sends nothing', async () => {
      const before = smtp.mails.length;
      const response = await sut.call<{ message: string }>(
        'GET',
        '/wifi-user/find-password/No/Body/nobody@example.ph',
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Password not found.');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.length).toBe(before);
    });
  });

  describe('withdrawal', () => {
    it('withdraws the member, erases their personal data and ends their token', async () => {
      const member = await signUp();
      const token = (await logIn(member.email, member.password)).body.token;
      expect((await call('POST', `/wifi-user/unsubscribe/email/${member.email}`, { token })).status).toBe(
        200,
      );
      expect((await call('GET', '/wifi-user/me', { token })).status).toBe(401);
      expect((await logIn(member.email, member.password)).status).toBe(401);
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ member_id: string; member_name: string; hphone_num: string }>(
        'SELECT member_id, member_name, hphone_num FROM member.members WHERE bbs_no = $1',
        [member.bbs_no],
      );
      await db.end();
      expect(rows[0]?.member_id).not.toContain(member.email);
      expect(rows[0]?.member_name).toBe('');
      expect(rows[0]?.hphone_num).toBe('');
      await eventually(async () => {
        expect(
          seen.some(
            (e) =>
              e.subject === 'member.withdrawn' &&
              (e.payload as { memberNo: number }).memberNo === member.bbs_no,
          ),
        ).toBe(true);
        return Promise.resolve();
      });
    });
  });

  describe('administrators', () => {
    it('lets the super master register, edit and delete admins, with the spec rules', async () => {
      const adminPass = password();
      const id = `maria${Date.now()}`;
      const created = await call<{ id: number; authority: string }>('POST', '/api/v1/admin/create', {
        token: superMaster,
        body: { authority: 'admin', name: 'Maria', admin_id: id, password: adminPass },
      });
      expect(created.status).toBe(201);
      const duplicate = await call<{ message: string }>('POST', '/api/v1/admin/create', {
        token: superMaster,
        body: { authority: 'admin', name: 'Maria 2', admin_id: id, password: password() },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('등록에 실패했습니다. 동일한 아이디가 존재할 수 있습니다.');

      const roleAdmin = (
        await call<{ token: string }>('POST', '/api/v1/admin/login', {
          body: { admin_id: id, password: adminPass },
        })
      ).body.token;
      const list = await call<{ authority: string }[]>('GET', '/api/v1/admins', { token: roleAdmin });
      expect(list.body.length).toBeGreaterThan(0);
      expect(list.body.every((a) => a.authority === 'admin')).toBe(true);
      const all = await call<{ authority: string }[]>('GET', '/api/v1/admins', { token: superMaster });
      expect(all.body.some((a) => a.authority === 'super master')).toBe(true);

      const refused = await call<{ message: string }>('POST', '/api/v1/admin/create', {
        token: roleAdmin,
        body: { authority: 'admin', name: 'X', admin_id: `x${Date.now()}`, password: password() },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('권한이 없습니다.');
      expect(
        (
          await call('PUT', `/api/v1/admin/update/${created.body.id}`, {
            token: roleAdmin,
            body: { authority: 'admin', name: 'Y', admin_id: id },
          })
        ).status,
      ).toBe(403);
      expect(
        (await call('DELETE', `/api/v1/admin/delete/${created.body.id}`, { token: roleAdmin })).status,
      ).toBe(403);

      const root = (await call<{ id: number }>('GET', '/api/v1/admin/root', { token: superMaster })).body;
      expect((await call('GET', `/api/v1/admin/id=${root.id}`, { token: roleAdmin })).status).toBe(404);
      expect((await call('DELETE', `/api/v1/admin/delete/${root.id}`, { token: superMaster })).status).toBe(
        403,
      );

      const edited = await call<{ name: string }>('PUT', `/api/v1/admin/update/${created.body.id}`, {
        token: superMaster,
        body: { authority: 'admin', name: 'Maria Santos', admin_id: id },
      });
      expect(edited.body.name).toBe('Maria Santos');
      expect(
        (await call('POST', '/api/v1/admin/login', { body: { admin_id: id, password: adminPass } })).status,
      ).toBe(200);
      expect(
        (await call('DELETE', `/api/v1/admin/delete/${created.body.id}`, { token: superMaster })).status,
      ).toBe(200);
      const gone = await call<{ message: string }>('POST', '/api/v1/admin/login', {
        body: { admin_id: id, password: adminPass },
      });
      expect(gone.status).toBe(401);
      expect(gone.body.message).toBe('Login failed');
    });
  });

  describe('passwords set from the third revision on: 8+ characters, not a common one', () => {
    const WEAK = 'Password must be at least 8 characters and not a commonly used password.';

    /** The reset token mailed to the member, after asking for a link with their names and e-mail. */
    async function resetTokenOf(member: { email: string }, first: string, last: string): Promise<string> {
      const before = smtp.mails.filter((m) => m.to.includes(member.email)).length;
      expect(
        (await sut.call('GET', `/wifi-user/find-password/${first}/${last}/${member.email}`)).status,
      ).toBe(200);
      const mail = await eventually(async () => {
        const mails = smtp.mails.filter((m) => m.to.includes(member.email));
        expect(mails.length).toBeGreaterThan(before);
        return Promise.resolve(mails.at(-1));
      });
      return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    }

    /** Stores a password as one set before the rule was: the hash written straight into the table. */
    async function setOldPassword(table: 'members' | 'admins', id: number, plain: string): Promise<void> {
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      const [column, key] = table === 'members' ? ['member_pass', 'bbs_no'] : ['password', 'id'];
      await db.query(`UPDATE member.${table} SET ${column} = $2 WHERE ${key} = $1`, [
        id,
        await hashPassword(plain),
      ]);
      await db.end();
    }

    it("refuses a sign-up with the password 'password', with nothing registered", async () => {
      const email = `weak-${Date.now()}@example.ph`;
      const response = await call<{ errors: string[] }>('POST', '/wifi-user/signup', {
        body: {
          privacy_agreed: true,
          member_id: email,
          member_name: 'Weak',
          member_name2: 'Password',
          member_pass: 'password',
          member_pass_confirm: 'password',
        },
      });

      expect([response.status, response.body.errors]).toEqual([400, [WEAK]]);
      expect((await logIn(email, 'password')).status).toBe(401);
    });

    it('refuses a profile change to a 7-character password, keeping the old one', async () => {
      const member = await signUp();
      const token = (await logIn(member.email, member.password)).body.token;

      const response = await call<{ message: string; errors: string[] }>('PUT', '/wifi-user/update', {
        token,
        body: { bbs_no: member.bbs_no, member_pass: 'kape123', member_pass_confirm: 'kape123' },
      });

      expect([response.status, response.body.errors]).toEqual([400, [WEAK]]);
      expect((await logIn(member.email, 'kape123')).status).toBe(401);
      expect((await logIn(member.email, member.password)).status).toBe(200);
    });

    it('refuses a reset to a common password, in any case, and the link still works for a good one', async () => {
      const member = await signUp({ member_name: 'Common', member_name2: 'Reset' });
      const token = await resetTokenOf(member, 'Common', 'Reset');

      const refused = await call<{ errors: string[] }>('POST', '/wifi-user/reset-password', {
        body: { token, password: 'SunShine' },
      });
      const fresh = password();
      const accepted = await call('POST', '/wifi-user/reset-password', { body: { token, password: fresh } });

      expect([refused.status, refused.body.errors]).toEqual([400, [WEAK]]);
      expect(accepted.status).toBe(200);
      expect((await logIn(member.email, fresh)).status).toBe(200);
    });

    it('refuses an administrator created with a weak password, or given one', async () => {
      const id = `weak${Date.now()}`;
      const body = { authority: 'admin', name: 'Weak Admin', admin_id: id };
      const short = await call<{ errors: string[] }>('POST', '/api/v1/admin/create', {
        token: superMaster,
        body: { ...body, password: 'admin12' },
      });
      const common = await call<{ errors: string[] }>('POST', '/api/v1/admin/create', {
        token: superMaster,
        body: { ...body, password: 'iloveyou' },
      });
      const adminPass = password();
      const created = await call<{ id: number }>('POST', '/api/v1/admin/create', {
        token: superMaster,
        body: { ...body, password: adminPass },
      });
      const updated = await call<{ errors: string[] }>('PUT', `/api/v1/admin/update/${created.body.id}`, {
        token: superMaster,
        body: { ...body, password: 'qwerty123' },
      });

      expect([short.status, short.body.errors]).toEqual([400, [WEAK]]);
      expect([common.status, common.body.errors]).toEqual([400, [WEAK]]);
      expect(created.status).toBe(201);
      expect([updated.status, updated.body.errors]).toEqual([400, [WEAK]]);
      expect(
        (await call('POST', '/api/v1/admin/login', { body: { admin_id: id, password: adminPass } })).status,
      ).toBe(200);
    });

    it('lets a member and an administrator whose passwords were set before the rule log in with them', async () => {
      const member = await signUp();
      await setOldPassword('members', member.bbs_no, 'kape');
      const adminPass = password();
      const adminId = `old${Date.now()}`;
      const admin = await call<{ id: number }>('POST', '/api/v1/admin/create', {
        token: superMaster,
        body: { authority: 'admin', name: 'Old Admin', admin_id: adminId, password: adminPass },
      });
      await setOldPassword('admins', admin.body.id, '1234');

      const memberLogin = await logIn(member.email, 'kape');
      const adminLogin = await call('POST', '/api/v1/admin/login', {
        body: { admin_id: adminId, password: '1234' },
      });

      expect(memberLogin.status).toBe(200);
      expect(memberLogin.body.member.bbs_no).toBe(member.bbs_no);
      expect(adminLogin.status).toBe(200);
    });
  });

  describe('secrets', () => {
    it('keeps no plaintext password in the database: only Argon2id hashes', async () => {
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      const members = await db.query<{ member_pass: string }>('SELECT member_pass FROM member.members');
      const admins = await db.query<{ password: string }>('SELECT password FROM member.admins');
      await db.end();
      const stored = [...members.rows.map((r) => r.member_pass), ...admins.rows.map((r) => r.password)];
      expect(stored.length).toBeGreaterThan(0);
      for (const value of stored) {
        expect(value).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      }
      for (const plain of passwords) {
        expect(stored.some((value) => value.includes(plain))).toBe(false);
      }
    });

    it('returned no password or hash in any response body of this file', () => {
      expect(bodies.length).toBeGreaterThan(20);
      for (const body of bodies) {
        expect(body).not.toContain('$argon2');
        for (const plain of passwords) {
          expect(body).not.toContain(plain);
        }
      }
    });
  });
});
