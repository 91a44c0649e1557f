import { randomBytes } from 'node:crypto';
import { DormancyService } from '../../apps/member-service/src/dormancy/dormancy.service';
import { signUpInput } from '../support/fixtures';
import { startSmtpServer } from '../support/smtp';
import { IsolatedTestSystem, TestSystem, eventually, startIsolatedTestSystem } from '../support/system';

interface Account {
  memberNo: number;
  email: string;
  password: string;
}

describe('Dormant accounts (real Postgres, NATS and SMTP)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let system: IsolatedTestSystem;
  let sut: TestSystem;
  let dormancy: DormancyService;

  async function account(prefix: string): Promise<Account> {
    const email = `${prefix}-${randomBytes(4).toString('hex')}@example.ph`;
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const signup = await sut.call<{ bbs_no: number }>('POST', '/wifi-user/signup', {
      body: signUpInput(email, password),
    });
    expect(signup.status).toBe(201);
    return { memberNo: signup.body.bbs_no, email, password };
  }

  /** The member was last seen `days` ago; the notice went out `noticedDaysAgo` ago (or never). */
  async function lastSeen(
    member: Account,
    days: number,
    noticedDaysAgo: number | null = null,
  ): Promise<void> {
    await system.db.query(
      `UPDATE member.members SET last_login_at = now() - make_interval(days => $2),
         dormancy_notice_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END
       WHERE bbs_no = $1`,
      [member.memberNo, days, noticedDaysAgo],
    );
  }

  async function stateOf(member: Account): Promise<{ noticed: boolean; dormant: boolean }> {
    const { rows } = await system.db.query<{ noticed: boolean; dormant: boolean }>(
      `SELECT dormancy_notice_at IS NOT NULL AS noticed, dormant_at IS NOT NULL AS dormant
       FROM member.members WHERE bbs_no = $1`,
      [member.memberNo],
    );
    return rows[0];
  }

  function logIn(member: Account, password = member.password) {
    return sut.call<{ code: string; message: string; token?: string }>('POST', '/wifi-user/login', {
      body: { email: member.email, password },
    });
  }

  function mailsTo(member: Account) {
    return smtp.mails.filter((mail) => mail.to.includes(member.email));
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    system = await startIsolatedTestSystem(`stamp_dormancy_${Date.now()}`, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stamp.test' },
    });
    sut = system.sut;
    const memberService = sut.services.find(({ name }) => name === 'member');
    dormancy = memberService?.app.get(DormancyService) as DormancyService;
  });

  afterAll(async () => {
    await system.close();
    await smtp.close();
  });

  it('mails the notice 7 days before a year without login, once, and to nobody seen recently', async () => {
    const almostAYear = await account('almost');
    const recent = await account('recent');
    await lastSeen(almostAYear, 360);
    await lastSeen(recent, 100);

    await dormancy.sweep();
    await dormancy.sweep();

    const notices = mailsTo(almostAYear);
    expect(notices).toHaveLength(1);
    expect(notices[0].raw).toContain('Subject: Your Stamp account will become dormant in 7 days');
    expect(notices[0].text).toContain('http://stamp.test/mobile/login');
    expect(mailsTo(recent)).toHaveLength(0);
    expect(await stateOf(almostAYear)).toEqual({ noticed: true, dormant: false });
    expect(await stateOf(recent)).toEqual({ noticed: false, dormant: false });
  });

  it('marks dormant after a year without login only once the notice is 7 days old', async () => {
    const told = await account('told');
    const toldLate = await account('toldlate');
    const neverTold = await account('nevertold');
    await lastSeen(told, 400, 8);
    await lastSeen(toldLate, 400, 2);
    await lastSeen(neverTold, 400);

    await dormancy.sweep();

    expect(await stateOf(told)).toEqual({ noticed: true, dormant: true });
    expect(await stateOf(toldLate)).toEqual({ noticed: true, dormant: false });
    expect(await stateOf(neverTold)).toEqual({ noticed: true, dormant: false });
    expect(mailsTo(neverTold)).toHaveLength(1);
  });

  it('a login clears a notice already sent', async () => {
    const member = await account('comesback');
    await lastSeen(member, 360, 1);

    expect((await logIn(member)).status).toBe(200);

    expect(await stateOf(member)).toEqual({ noticed: false, dormant: false });
  });

  it('refuses a dormant account’s login until the mailed link confirms it', async () => {
    const member = await account('sleeper');
    await lastSeen(member, 400, 8);
    await dormancy.sweep();

    const wrong = await logIn(member, 'not-the-password');
    const refused = await logIn(member);

    expect(wrong.status).toBe(401);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_DORMANT');
    expect(refused.body.message).toContain('Your account is dormant');
    expect(refused.body.token).toBeUndefined();
    const mail = await eventually(() => {
      const found = mailsTo(member).find((m) => m.raw.includes('Confirm to use your Stamp account again'));
      expect(found).toBeDefined();
      return Promise.resolve(found);
    });
    const token = /http:\/\/stamp\.test\/mobile\/reactivate\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const confirmed = await sut.call('POST', '/wifi-user/reactivate', {
      body: { token: decodeURIComponent(token ?? '') },
    });
    const again = await sut.call<{ code: string }>('POST', '/wifi-user/reactivate', {
      body: { token: decodeURIComponent(token ?? '') },
    });

    expect(confirmed.status).toBe(200);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('REACTIVATION_LINK_INVALID');
    expect(await stateOf(member)).toEqual({ noticed: false, dormant: false });
    expect((await logIn(member)).status).toBe(200);
  });

  it('answers an unknown or empty confirmation token 400 with its code', async () => {
    const unknown = await sut.call<{ code: string }>('POST', '/wifi-user/reactivate', {
      body: { token: 'no-such-token' },
    });
    const empty = await sut.call<{ code: string }>('POST', '/wifi-user/reactivate', { body: {} });

    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('REACTIVATION_LINK_INVALID');
    expect(empty.status).toBe(400);
  });
});
