import { randomBytes } from 'node:crypto';
import { createLogger } from '@stamp/server-kit/logging';
import { StartedGateway, startGateway } from '../../apps/gateway/src/gateway.entry';
import { TestSystem, startTestSystem } from '../support/system';

/** The per-address limit of POST /wifi-user/reset-password (docs/abuse-limits.md): 100 an hour. */
const RESET_LIMIT_PER_ADDRESS = 100;

describe('X-Forwarded-For and the per-address limits', () => {
  let sut: TestSystem;
  const extraGateways: StartedGateway[] = [];

  beforeAll(async () => {
    sut = await startTestSystem();
  });

  afterAll(async () => {
    for (const gateway of extraGateways) {
      await gateway.app.close();
    }
    await sut.close();
  });

  /** Another gateway on the same services, with these settings (and a rate-limit memory of its own). */
  async function gatewayWith(env: Record<string, string>): Promise<string> {
    const gateway = await startGateway(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: sut.dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      sut.bus,
      createLogger('test', 'warn'),
    );
    extraGateways.push(gateway);
    return `http://127.0.0.1:${String(gateway.port)}`;
  }

  /** A password reset with a token nobody was given: counted by the limiter, then refused (400). */
  async function resetFrom(baseUrl: string, forwardedFor: string): Promise<number> {
    const response = await fetch(`${baseUrl}/wifi-user/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ token: randomBytes(16).toString('hex'), password: 'new-pass-1234' }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('does not reset a per-address limit for a client that sends a new X-Forwarded-For each time', async () => {
    const baseUrl = await gatewayWith({});
    const answers: number[] = [];
    for (let i = 0; i < RESET_LIMIT_PER_ADDRESS; i++) {
      answers.push(await resetFrom(baseUrl, `203.0.113.${String(i % 250)}, 198.51.100.${String(i % 250)}`));
    }
    expect(answers.every((status) => status === 400)).toBe(true);

    expect(await resetFrom(baseUrl, '192.0.2.77')).toBe(429);
    expect(await resetFrom(baseUrl, '192.0.2.78')).toBe(429);
  });

  it('ignores X-Forwarded-For from a connection that is not one of TRUSTED_PROXIES', async () => {
    const baseUrl = await gatewayWith({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.10' });
    for (let i = 0; i < RESET_LIMIT_PER_ADDRESS; i++) {
      expect(await resetFrom(baseUrl, `203.0.113.${String(i % 250)}`)).toBe(400);
    }

    expect(await resetFrom(baseUrl, '192.0.2.77')).toBe(429);
  });

  it('counts by the forwarded client address behind a trusted proxy', async () => {
    const baseUrl = await gatewayWith({ TRUSTED_PROXIES: 'loopback' });
    for (let i = 0; i < RESET_LIMIT_PER_ADDRESS; i++) {
      expect(await resetFrom(baseUrl, '203.0.113.9')).toBe(400);
    }

    expect(await resetFrom(baseUrl, '203.0.113.9')).toBe(429);
    expect(await resetFrom(baseUrl, '203.0.113.10')).toBe(400);
  });
});
