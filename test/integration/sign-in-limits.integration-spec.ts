import { randomBytes } from 'node:crypto';
import { AbuseLimits } from '../../apps/gateway/src/rate-limit/abuse-limits';
import { MemberServiceSettings } from '../../apps/member-service/src/member-service.settings';
import { PasswordHasher } from '../../apps/member-service/src/passwords/password-hasher';
import { signUpInput, storeInput } from '../support/fixtures';
import { ApiResponse, TestSystem, startTestSystem } from '../support/system';

/** A client address of its own for each caller of a test (X-Forwarded-For, believed from this machine). */
let nextAddress = 0;
function newAddress(): string {
  nextAddress++;
  return `192.0.2.${String(nextAddress)}`;
}

/** A code no store has (store codes are upper-case letters and digits). */
function unknownCode(): string {
  return `Z${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * What a stranger can learn or spoil through the sign-in doors (docs/abuse-limits.md): store codes, owner
 * and member logins, find-id.
 */
describe('Sign-in limits (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;

  beforeAll(async () => {
    sut = await startTestSystem({ env: { TRUSTED_PROXIES: 'loopback' } });
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
  });

  afterAll(async () => {
    await sut.close();
  });

  function from<T>(
    address: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    return sut.call<T>(method, path, {
      ...options,
      headers: { ...options.headers, 'x-forwarded-for': address },
    });
  }

  describe('member logins', () => {
    const [{ limit }] = AbuseLimits.memberLoginFailures('any', null);

    async function member(): Promise<{ email: string; password: string }> {
      const email = `device-${randomBytes(4).toString('hex')}@example.ph`;
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const joined = await sut.call('POST', '/wifi-user/signup', { body: signUpInput(email, password) });
      expect(joined.status).toBe(201);
      return { email, password };
    }

    const logIn = (address: string, body: Record<string, string>) =>
      from<{ token: string; device_token: string }>(address, 'POST', '/wifi-user/login', { body });

    it("do not let a stranger's wrong passwords keep a member out on a device that signed in before", async () => {
      const { email, password } = await member();
      const phone = newAddress();
      const first = await logIn(phone, { email, password });
      expect(first.status).toBe(200);
      const deviceToken = first.body.device_token;

      const stranger = newAddress();
      for (let i = 0; i < limit; i++) {
        expect((await logIn(stranger, { email, password: `guess-${String(i)}` })).status).toBe(401);
      }
      expect((await logIn(stranger, { email, password })).status).toBe(429);
      expect((await logIn(phone, { email, password })).status).toBe(429);

      const known = await logIn(phone, { email, password, device_token: deviceToken });
      expect(known.status).toBe(200);
      expect(known.body.device_token).toEqual(expect.any(String));
      // A device's token is good for its e-mail only.
      const other = await member();
      expect((await logIn(phone, { ...other, device_token: deviceToken })).status).toBe(200);
    });

    it("count a known device's failures in its own budget, and never a success", async () => {
      const { email, password } = await member();
      const phone = newAddress();
      let deviceToken = (await logIn(phone, { email, password })).body.device_token;
      for (let i = 0; i < limit + 5; i++) {
        const again = await logIn(phone, { email, password, device_token: deviceToken });
        expect(again.status).toBe(200);
        deviceToken = again.body.device_token;
      }

      for (let i = 0; i < limit; i++) {
        const wrong = await logIn(phone, { email, password: 'typo', device_token: deviceToken });
        expect(wrong.status).toBe(401);
      }
      const spent = await logIn(phone, { email, password, device_token: deviceToken });

      expect(spent.status).toBe(429);
      expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(spent.headers.get('ratelimit-limit')).toBe(String(limit));
      expect(spent.headers.get('ratelimit-remaining')).toBe('0');
      expect(spent.headers.get('ratelimit-reset')).toBe(spent.headers.get('retry-after'));
      expect((await logIn(newAddress(), { email, password })).status).toBe(200);
    });
  });

  describe('find-id', () => {
    const [{ limit }] = AbuseLimits.memberLoginFailures('any', null);

    /** Members who share a first and last name nobody else has. */
    async function namesakes(
      count: number,
    ): Promise<{ first: string; last: string; emails: string[]; password: string }> {
      const first = `Ana${randomBytes(3).toString('hex')}`;
      const last = `Reyes${randomBytes(3).toString('hex')}`;
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const emails: string[] = [];
      for (let i = 0; i < count; i++) {
        const email = `namesake-${randomBytes(4).toString('hex')}@example.ph`;
        const body = { ...signUpInput(email, password), member_name: first, member_name2: last };
        expect((await sut.call('POST', '/wifi-user/signup', { body })).status).toBe(201);
        emails.push(email);
      }
      return { first, last, emails, password };
    }

    const findId = (address: string, first: string, last: string, password: string) =>
      from<string>(address, 'GET', `/wifi-user/find-id/${first}/${last}/${encodeURIComponent(password)}`);

    it("counts its wrong passwords in the member's login budget, and honours what logins spent", async () => {
      const { first, last, emails, password } = await namesakes(1);
      const email = emails[0] ?? '';
      const stranger = newAddress();
      const found = await findId(stranger, first, last, password);
      expect([found.status, found.body]).toEqual([200, email]);

      for (let i = 0; i < limit; i++) {
        expect((await findId(stranger, first, last, `guess-${String(i)}`)).status).toBe(404);
      }

      expect((await findId(newAddress(), first, last, password)).status).toBe(404);
      expect(
        (await from(newAddress(), 'POST', '/wifi-user/login', { body: { email, password } })).status,
      ).toBe(429);
    });

    it('verifies as many password hashes however many members share the name', async () => {
      const names = [await namesakes(0), await namesakes(1), await namesakes(3)];
      const answers: [number, number][] = [];
      for (const { first, last } of names) {
        const verify = jest.spyOn(PasswordHasher.prototype, 'verify');
        const answer = await findId(newAddress(), first, last, 'not-their-password');
        answers.push([answer.status, verify.mock.calls.length]);
        verify.mockRestore();
      }

      const hashes = new MemberServiceSettings().FIND_ID_CANDIDATES;
      expect(answers).toEqual([
        [404, hashes],
        [404, hashes],
        [404, hashes],
      ]);
    });
  });

  describe('store owner sign-ins', () => {
    const [{ limit }] = AbuseLimits.storeLoginFailures('any', 'any');

    it('fail per store code and e-mail: a stranger who knows the code cannot keep the owner out', async () => {
      const ownerPassword = `Owner-${randomBytes(4).toString('hex')}`;
      const input = storeInput({
        password: `pw-${randomBytes(4).toString('hex')}`,
        owner_password: ownerPassword,
      });
      const created = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
        token: admin,
        body: input,
      });
      expect(created.status).toBe(201);
      const { code } = (
        await sut.call<{ code: string }>('GET', `/api/v1/store/${String(created.body.id)}`, { token: admin })
      ).body;
      const signIn = (address: string, email: string, password: string) =>
        from(address, 'POST', '/api/v1/store/login', { body: { code, email, password } });

      const stranger = newAddress();
      for (let i = 0; i < limit + 5; i++) {
        const guess = await signIn(stranger, `guess-${String(i)}@example.ph`, ownerPassword);
        expect(guess.status).toBe(401);
      }
      const owner = newAddress();
      expect((await signIn(owner, input.email, ownerPassword)).status).toBe(200);

      for (let i = 0; i < limit; i++) {
        expect((await signIn(stranger, input.email, `guess-${String(i)}`)).status).toBe(401);
      }
      expect((await signIn(owner, input.email, ownerPassword)).status).toBe(429);
    });
  });

  describe('store code look-ups', () => {
    const [{ limit }] = AbuseLimits.storeCodeLookup('any');
    const lookUp = (address: string, n: number, token?: string) =>
      n % 2
        ? from(address, 'GET', `/api/v1/store/code/${unknownCode()}`, { token })
        : from(address, 'GET', `/api/v1/stores?code=${unknownCode()}`, { token });

    it('are limited per client address, in both forms, for everyone but administrators', async () => {
      const stranger = newAddress();
      for (let n = 0; n < limit; n++) {
        expect((await lookUp(stranger, n)).status).toBe(200);
      }

      const refused = [await lookUp(stranger, 0), await lookUp(stranger, 1)];

      expect(refused.map((answer) => answer.status)).toEqual([429, 429]);
      expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect((await lookUp(newAddress(), 1)).status).toBe(200);
      expect([(await lookUp(stranger, 0, admin)).status, (await lookUp(stranger, 1, admin)).status]).toEqual([
        200, 200,
      ]);
    });
  });
});
