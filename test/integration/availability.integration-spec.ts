import { signUpMember } from '../support/members';
import { TestSystem, startTestSystem } from '../support/system';

describe('The gateway with the loyalty service down (real Postgres and NATS)', () => {
  let sut: TestSystem;

  beforeAll(async () => {
    sut = await startTestSystem({ without: ['loyalty'] });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('stays ready: its readiness is its own bus connection, not the services behind it', async () => {
    const ready = await sut.call<{ status: string; checks: Record<string, boolean> }>('GET', '/readyz');

    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { bus: true, rateLimitStore: true } });
  });

  it('serves the routes whose services answer', async () => {
    const regions = await sut.call<unknown[]>('GET', '/api/v1/regions');

    expect(regions.status).toBe(200);
    expect(regions.body.length).toBeGreaterThan(0);
  });

  it('answers a stamp with 503, Retry-After and the contract error body at once', async () => {
    const member = await signUpMember(sut, 'loyalty-down');
    const started = Date.now();

    const stamp = await sut.call<{ statusCode: number; message: string; errors: string[] }>(
      'POST',
      '/api/v1/coupon/1/add',
      { token: member.token, body: { password: '1234' } },
    );

    expect(stamp.status).toBe(503);
    expect(stamp.headers.get('retry-after')).toBe('5');
    expect(stamp.body.statusCode).toBe(503);
    expect(stamp.body.message).toMatch(/^The service is busy\. Please try again\. \(error [0-9a-f-]{36}\)$/);
    expect(stamp.body.errors).toEqual([stamp.body.message]);
    // No responders is known at once: the client does not wait for the bus's request timeout.
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
