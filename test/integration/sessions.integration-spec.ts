import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MemberRequests, StoreRequests } from '@stamp/contracts';
import { createDatabase, dropDatabase, eventually } from '@stamp/testing';
import { signUpInput, storeInput } from '../support/fixtures';
import { startSmtpServer } from '../support/smtp';
import { TestSystem, startTestSystem } from '../support/system';

/** The contract's bound: a dead session's next call gets 401 within this long, on every gateway replica. */
const WITHIN_MS = 10_000;

/**
 * Sessions end when they should (api-contract.md, "Sessions and tokens"): a logout, a new password, a
 * suspension, a deletion, a new authority, a store's new e-mail or owner password. Each test also changes the
 * principal "as another gateway replica would", straight through the bus, so only the service's event (or the
 * replica's short memory) can tell this gateway.
 */
describe('Sessions through the gateway (real Postgres and NATS)', () => {
  const database = `stamp_sessions_${Date.now()}`;
  const bootstrapPassword = `Boot-${randomBytes(8).toString('hex')}`;
  let sut: TestSystem;
  let db: Client;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let superMaster: string;

  const strongPassword = () => `Pw-${randomBytes(6).toString('hex')}`;

  async function status(path: string, token: string, method = 'GET', body?: unknown): Promise<number> {
    return (await sut.call(method, path, { token, body })).status;
  }

  /** How long until the token is refused with 401 (fails past the contract's 10 seconds). */
  async function refusedWithin(path: string, token: string, method = 'GET', body?: unknown): Promise<number> {
    const started = Date.now();
    for (;;) {
      const answer = await status(path, token, method, body);
      if (answer === 401) {
        return Date.now() - started;
      }
      expect(answer).toBe(200);
      if (Date.now() - started > WITHIN_MS) {
        throw new Error(`still ${String(answer)} after ${String(WITHIN_MS)} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function member(): Promise<{ bbs_no: number; email: string; password: string }> {
    const email = `session-${randomBytes(4).toString('hex')}@example.ph`;
    const password = strongPassword();
    const signUp = await sut.call<{ bbs_no: number }>('POST', '/wifi-user/signup', {
      body: signUpInput(email, password),
    });
    expect(signUp.status).toBe(201);
    return { bbs_no: signUp.body.bbs_no, email, password };
  }

  async function logIn(email: string, password: string): Promise<string> {
    const login = await sut.call<{ token: string }>('POST', '/wifi-user/login', {
      body: { email, password },
    });
    expect(login.status).toBe(200);
    return login.body.token;
  }

  async function adminLogIn(adminId: string, password: string): Promise<string> {
    const login = await sut.call<{ token: string }>('POST', '/api/v1/admin/login', {
      body: { admin_id: adminId, password },
    });
    expect(login.status).toBe(200);
    return login.body.token;
  }

  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase(database);
    smtp = await startSmtpServer();
    sut = await startTestSystem({
      databaseUrl,
      env: { BOOTSTRAP_ADMIN_ID: 'root', BOOTSTRAP_ADMIN_PASSWORD: bootstrapPassword, SMTP_URL: smtp.url },
    });
    superMaster = await adminLogIn('root', bootstrapPassword);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await sut.close();
    await smtp.close();
    await dropDatabase(database);
  });

  describe('members', () => {
    it('ends the session on logout (204), and only that one', async () => {
      const { email, password } = await member();
      const phone = await logIn(email, password);
      const laptop = await logIn(email, password);
      expect(await status('/wifi-user/me', phone)).toBe(200);

      expect(await status('/api/v1/session/logout', phone, 'POST')).toBe(204);

      expect(await status('/wifi-user/me', phone)).toBe(401);
      expect(await status('/wifi-user/me', laptop)).toBe(200);
    });

    it("ends the member's other sessions when they change their password, and keeps the one that changed it", async () => {
      const { bbs_no, email, password } = await member();
      const phone = await logIn(email, password);
      const laptop = await logIn(email, password);
      expect(await status('/wifi-user/me', laptop)).toBe(200);
      const newPassword = strongPassword();

      const changed = await status('/wifi-user/update', phone, 'PUT', {
        bbs_no,
        member_pass: newPassword,
        member_pass_confirm: newPassword,
      });

      expect(changed).toBe(200);
      expect(await status('/wifi-user/me', laptop)).toBe(401);
      expect(await status('/wifi-user/me', phone)).toBe(200);
    });

    it('ends every session at a password change made through another replica, within 10 seconds', async () => {
      const { bbs_no, email, password } = await member();
      const token = await logIn(email, password);
      expect(await status('/wifi-user/me', token)).toBe(200);
      const newPassword = strongPassword();

      await sut.bus.request(MemberRequests.updateProfile, {
        memberNo: bbs_no,
        member_pass: newPassword,
        member_pass_confirm: newPassword,
      });

      expect(await refusedWithin('/wifi-user/me', token)).toBeLessThan(WITHIN_MS);
    });

    it('opens no session for a login that checked the old password while a new one was being set', async () => {
      const { bbs_no, email, password } = await member();
      const changing = new Client({ connectionString: databaseUrl });
      await changing.connect();
      try {
        // The new password is written and not yet committed: the login still reads the old one and checks it.
        await changing.query('BEGIN');
        await changing.query(
          "UPDATE member.members SET member_pass = 'changed-elsewhere' WHERE bbs_no = $1",
          [bbs_no],
        );
        const login = sut.call('POST', '/wifi-user/login', { body: { email, password } });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await changing.query('COMMIT');

        expect((await login).status).toBe(401);
      } finally {
        await changing.end();
      }
    });

    it('keeps a suspended member’s old token dead after the member is reactivated', async () => {
      const { email, password } = await member();
      const token = await logIn(email, password);
      expect(await status('/wifi-user/me', token)).toBe(200);

      await sut.bus.request(MemberRequests.setStatus, { member_id: email, join_check: 1 });
      expect(await refusedWithin('/wifi-user/me', token)).toBeLessThan(WITHIN_MS);
      expect(await status('/wifi-user/update', superMaster, 'PUT', { member_id: email, join_check: 2 })).toBe(
        200,
      );

      expect(await status('/wifi-user/me', token)).toBe(401);
      expect(await status('/wifi-user/me', await logIn(email, password))).toBe(200);
    });
  });

  describe('administrators', () => {
    async function roleAdmin(): Promise<{ id: number; adminId: string; password: string; token: string }> {
      const adminId = `admin-${randomBytes(3).toString('hex')}`;
      const password = strongPassword();
      const created = await sut.call<{ id: number }>('POST', '/api/v1/admin/create', {
        token: superMaster,
        body: { name: 'Maria', admin_id: adminId, password, authority: 'admin' },
      });
      expect(created.status).toBe(201);
      return { id: created.body.id, adminId, password, token: await adminLogIn(adminId, password) };
    }

    it('refuses a deleted administrator’s token at once: no member list, no stamp password, no notice', async () => {
      const admin = await roleAdmin();
      const store = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
        token: superMaster,
        body: storeInput(),
      });
      expect(await status('/wifi-user/get/offset=0', admin.token)).toBe(200);

      expect(await status(`/api/v1/admin/delete/${String(admin.id)}`, superMaster, 'DELETE')).toBe(200);

      expect(await status('/wifi-user/get/offset=0', admin.token)).toBe(401);
      const read = await sut.call<Record<string, unknown>>('GET', `/api/v1/store/${String(store.body.id)}`, {
        token: admin.token,
      });
      expect(read.status).toBe(200);
      expect(read.body).not.toHaveProperty('password');
      const notice = await sut.call('POST', '/api/v1/notice/create', {
        token: admin.token,
        body: { store_id: store.body.id, title: 'Closed', content: 'Closed today' },
      });
      expect(notice.status).toBe(401);
    });

    it('ends an administrator’s sessions when another replica changes their password, within 10 seconds', async () => {
      const admin = await roleAdmin();
      expect(await status('/wifi-user/get/offset=0', admin.token)).toBe(200);

      await sut.bus.request(MemberRequests.updateAdmin, {
        actor: { adminId: 1, authority: 'super master' },
        id: admin.id,
        admin: { name: 'Maria', admin_id: admin.adminId, authority: 'admin', password: strongPassword() },
      });

      expect(await refusedWithin('/wifi-user/get/offset=0', admin.token)).toBeLessThan(WITHIN_MS);
    });

    it('ends an administrator’s sessions when their authority changes', async () => {
      const admin = await roleAdmin();
      expect(await status('/wifi-user/get/offset=0', admin.token)).toBe(200);

      const promoted = await status(`/api/v1/admin/update/${String(admin.id)}`, superMaster, 'PUT', {
        name: 'Maria',
        admin_id: admin.adminId,
        authority: 'super master',
      });

      expect(promoted).toBe(200);
      expect(await status('/wifi-user/get/offset=0', admin.token)).toBe(401);
    });
  });

  describe('store owners', () => {
    async function ownedStore(): Promise<{ id: number; token: string }> {
      const ownerPassword = strongPassword();
      const input = storeInput({ owner_password: ownerPassword });
      const created = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
        token: superMaster,
        body: input,
      });
      expect(created.status).toBe(201);
      const full = await sut.call<{ code: string }>('GET', `/api/v1/store/${String(created.body.id)}`, {
        token: superMaster,
      });
      const login = await sut.call<{ token: string }>('POST', '/api/v1/store/login', {
        body: { code: full.body.code, email: input.email, password: ownerPassword },
      });
      expect(login.status).toBe(200);
      return { id: created.body.id, token: login.body.token };
    }

    it('never lets the stamp password open the back office', async () => {
      const input = storeInput({ owner_password: strongPassword() });
      const created = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
        token: superMaster,
        body: input,
      });
      const full = await sut.call<{ code: string }>('GET', `/api/v1/store/${String(created.body.id)}`, {
        token: superMaster,
      });

      const login = await sut.call('POST', '/api/v1/store/login', {
        body: { code: full.body.code, email: input.email, password: input.password },
      });

      expect(login.status).toBe(401);
    });

    it('never returns the owner password', async () => {
      const { id, token } = await ownedStore();

      const read = await sut.call<Record<string, unknown>>('GET', `/api/v1/store/${String(id)}`, { token });

      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toMatch(/owner_password|argon2/);
    });

    it("ends the owner's session when an administrator changes the store's e-mail or owner password", async () => {
      const first = await ownedStore();
      const second = await ownedStore();
      const mine = `/api/v1/store/${String(first.id)}`;
      expect(await status(mine, first.token)).toBe(200);

      const changed = await status('/api/v1/store/update', superMaster, 'PUT', {
        id: first.id,
        email: `moved-${randomBytes(3).toString('hex')}@example.ph`,
      });
      expect(changed).toBe(200);
      expect(
        (await sut.call<Record<string, unknown>>('GET', mine, { token: first.token })).body,
      ).not.toHaveProperty('password');
      expect(await status('/api/v1/session/logout', first.token, 'POST')).toBe(401);

      await sut.bus.request(StoreRequests.updateStore, {
        actor: { kind: 'admin' },
        changes: { id: second.id, owner_password: strongPassword() },
      });
      const unchanged = { id: second.id, phone_number: '0281234567' };
      expect(await refusedWithin('/api/v1/store/update', second.token, 'PUT', unchanged)).toBeLessThan(
        WITHIN_MS,
      );
    });

    it('mails a single-use link to set the owner password, only for the right code and e-mail', async () => {
      const input = storeInput();
      const created = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
        token: superMaster,
        body: input,
      });
      const full = await sut.call<{ code: string }>('GET', `/api/v1/store/${String(created.body.id)}`, {
        token: superMaster,
      });
      const code = full.body.code;
      const before = smtp.mails.length;
      const link = (email: string, asked = code) =>
        sut.call('POST', '/api/v1/store/owner-password/link', { body: { code: asked, email } });

      expect((await link('stranger@example.ph')).status).toBe(202);
      expect((await link(input.email, 'ZZZZZ9')).status).toBe(202);
      expect((await link(input.email.toUpperCase())).status).toBe(202);

      const mail = await eventually(async () => {
        const found = smtp.mails.slice(before).filter((m) => m.to.includes(input.email));
        expect(found).toHaveLength(1);
        return Promise.resolve(found[0]);
      });
      expect(smtp.mails.length - before).toBe(1);
      const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
      const chosen = strongPassword();
      const tooShort = await sut.call<{ message: string }>('POST', '/api/v1/store/owner-password', {
        body: { token, password: 'short' },
      });
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.message).toBe(
        'Password must be at least 8 characters and not a commonly used password.',
      );
      const common = await sut.call<{ message: string }>('POST', '/api/v1/store/owner-password', {
        body: { token, password: 'Password1' },
      });
      expect([common.status, common.body.message]).toEqual([
        400,
        'Password must be at least 8 characters and not a commonly used password.',
      ]);
      expect(
        (await sut.call('POST', '/api/v1/store/owner-password', { body: { token, password: chosen } }))
          .status,
      ).toBe(204);
      const reused = await sut.call<{ message: string }>('POST', '/api/v1/store/owner-password', {
        body: { token, password: strongPassword() },
      });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe('This reset link is invalid or has expired.');
      const login = await sut.call('POST', '/api/v1/store/login', {
        body: { code, email: input.email, password: chosen },
      });
      expect(login.status).toBe(200);
    });

    it("keeps the owner's session when only the stamp password changes, and ends it on logout", async () => {
      const { id, token } = await ownedStore();

      expect(await status('/api/v1/store/update', superMaster, 'PUT', { id, password: '987654' })).toBe(200);
      const read = await sut.call<{ password: string }>('GET', `/api/v1/store/${String(id)}`, { token });
      expect(read.body.password).toBe('987654');

      expect(await status('/api/v1/session/logout', token, 'POST')).toBe(204);
      expect(
        (await sut.call<Record<string, unknown>>('GET', `/api/v1/store/${String(id)}`, { token })).body,
      ).not.toHaveProperty('password');
    });
  });

  describe("members' push devices", () => {
    async function register(token: string, device: string): Promise<number> {
      return status('/api/v1/push/device', token, 'POST', { token: device, platform: 'android' });
    }

    /** Who holds the device in the push service's table, or undefined when no one does. */
    async function holderOf(device: string): Promise<number | undefined> {
      const { rows } = await db.query<{ bbs_no: number }>(
        'SELECT bbs_no FROM push.devices WHERE token = $1',
        [device],
      );
      return rows[0]?.bbs_no;
    }

    it("refuses another member's device while their session lives; logout unregisters it and then it moves", async () => {
      const first = await member();
      const second = await member();
      const firstPhone = await logIn(first.email, first.password);
      const secondPhone = await logIn(second.email, second.password);
      const device = `fcm-${randomBytes(8).toString('hex')}`;
      expect(await register(firstPhone, device)).toBe(201);

      const taken = await sut.call<{ message: string }>('POST', '/api/v1/push/device', {
        token: secondPhone,
        body: { token: device, platform: 'android' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(
        "This device receives another member's notifications until they log out on it. Please try again after they do.",
      );
      expect(await holderOf(device)).toBe(first.bbs_no);

      expect(await status('/api/v1/session/logout', firstPhone, 'POST')).toBe(204);
      await eventually(async () => {
        expect(await holderOf(device)).toBeUndefined();
      }, WITHIN_MS);

      expect(await register(secondPhone, device)).toBe(201);
      expect(await holderOf(device)).toBe(second.bbs_no);
    });

    it("moves a device whose holder's session expired (no event says so: the push service asks)", async () => {
      const first = await member();
      const second = await member();
      const firstPhone = await logIn(first.email, first.password);
      const device = `fcm-${randomBytes(8).toString('hex')}`;
      expect(await register(firstPhone, device)).toBe(201);
      const [, claims] = firstPhone.split('.');
      const { sid } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { sid: string };
      await db.query("UPDATE member.sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
        sid,
      ]);

      expect(await register(await logIn(second.email, second.password), device)).toBe(201);
      expect(await holderOf(device)).toBe(second.bbs_no);
    });

    it("a new password drops the devices of the member's other sessions and keeps the one that set it", async () => {
      const { bbs_no, email, password } = await member();
      const phone = await logIn(email, password);
      const laptop = await logIn(email, password);
      const phoneDevice = `fcm-${randomBytes(8).toString('hex')}`;
      const laptopDevice = `fcm-${randomBytes(8).toString('hex')}`;
      expect(await register(phone, phoneDevice)).toBe(201);
      expect(await register(laptop, laptopDevice)).toBe(201);
      const newPassword = strongPassword();

      expect(
        await status('/wifi-user/update', phone, 'PUT', {
          bbs_no,
          member_pass: newPassword,
          member_pass_confirm: newPassword,
        }),
      ).toBe(200);

      await eventually(async () => {
        expect(await holderOf(laptopDevice)).toBeUndefined();
      }, WITHIN_MS);
      expect(await holderOf(phoneDevice)).toBe(bbs_no);
    });
  });
});
