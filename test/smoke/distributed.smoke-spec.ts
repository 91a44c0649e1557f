import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, testEnv, uniqueNamespace } from '@stamp/testing';
import {
  AppProcess,
  freePort,
  startApp,
  startServiceApps,
  stopApp,
  waitForReady,
  TEST_ADMIN_PASSWORD,
  logInAsAdmin,
} from '../support/processes';
import { deleteNamespaceStreams } from '../support/bus-namespace';
import { createAndReadStore, stampCardToTicket } from '../support/store-flow';

describe('distributed mode (each app its own process, real Postgres and NATS)', () => {
  const apps: AppProcess[] = [];
  const database = `stamp_smoke_${Date.now()}`;
  const namespace = uniqueNamespace('smoke');

  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase(database);
  });

  afterAll(async () => {
    await Promise.all(apps.map(stopApp));
    await dropDatabase(database);
    await deleteNamespaceStreams(namespace);
  });

  it('serves a store created through the gateway from the store service process', async () => {
    const common = {
      DATABASE_URL: databaseUrl,
      NATS_URL: testEnv.natsUrl(),
      BUS_NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    };
    const opsUrls = await startServiceApps(common, apps);
    const port = await freePort();
    const secret = randomBytes(32).toString('hex');
    apps.push(
      startApp('gateway', 'dist/apps/gateway/src/main.js', {
        ...common,
        PORT: String(port),
        JWT_SECRET: secret,
        DATA_DIR: `/tmp/${namespace}`,
      }),
    );
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForReady(baseUrl, apps);
    for (const opsUrl of opsUrls) {
      await waitForReady(opsUrl, apps);
      const metrics = await fetch(`${opsUrl}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    const admin = await logInAsAdmin(baseUrl);
    const store = await createAndReadStore(baseUrl, admin);
    await stampCardToTicket(baseUrl, admin, store.id);
  });
});
