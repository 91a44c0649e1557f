import { randomBytes } from 'node:crypto';
import { AbuseLimits } from '../../apps/gateway/src/rate-limit/abuse-limits';
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
    admin = sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
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
