import pino from 'pino';
import { StoreRequests } from '@stamp/contracts';
import { NatsBus } from '@stamp/server-kit/bus';
import { createLogger } from '@stamp/server-kit/logging';
import { RunningService, startService, stopGracefully } from '@stamp/server-kit/service';
import { testEnv, uniqueNamespace } from '@stamp/testing';
import { serviceDefinition as store } from '../../apps/store-service/src/service';

const CLIENTS = 32;

describe('A store-service replica stopping (SIGTERM) under load, another replica beside it (real Postgres and NATS)', () => {
  const namespace = uniqueNamespace('graceful');
  const logger = createLogger('test', 'warn');
  let client: NatsBus;
  let stopping: { bus: NatsBus; service: RunningService };
  let staying: { bus: NatsBus; service: RunningService };

  async function replica(name: string): Promise<{ bus: NatsBus; service: RunningService }> {
    const bus = await NatsBus.connect({ url: testEnv.natsUrl(), namespace, logger, name });
    const service = await startService(store, {
      bus,
      databaseUrl: testEnv.databaseUrl(),
      logger,
      poolSize: 4,
      env: { LOG_LEVEL: 'warn' },
    });
    return { bus, service };
  }

  beforeAll(async () => {
    client = await NatsBus.connect({
      url: testEnv.natsUrl(),
      namespace,
      logger: pino({ level: 'silent' }),
      name: 'client',
    });
    stopping = await replica('replica-a');
    staying = await replica('replica-b');
  });

  afterAll(async () => {
    await stopGracefully(staying.bus, staying.service);
    await client.deleteStream();
    await client.close();
  });

  it('answers every request it took, and the other replica takes the rest: none is lost', async () => {
    let load = true;
    let answered = 0;
    const failures: unknown[] = [];
    const member = async () => {
      while (load) {
        try {
          // A request that queries the replica's database.
          const health = await client.request(StoreRequests.health, {}, { timeoutMs: 5_000 });
          expect(health.database).toBe(true);
          answered++;
        } catch (error) {
          failures.push(error);
        }
      }
    };
    const members = Array.from({ length: CLIENTS }, member);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answeredBeforeStop = answered;

    await stopGracefully(stopping.bus, stopping.service);
    const answeredAtStop = answered;
    await new Promise((resolve) => setTimeout(resolve, 500));
    load = false;
    await Promise.all(members);

    expect(answeredBeforeStop).toBeGreaterThan(CLIENTS);
    expect(answered).toBeGreaterThan(answeredAtStop + CLIENTS);
    expect(failures).toEqual([]);
  });
});
