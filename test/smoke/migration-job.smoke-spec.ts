import { createDatabase, dropDatabase, testEnv, uniqueNamespace } from '@stamp/testing';
import { AppProcess, freePort, startApp, stopApp } from '../support/processes';
import { deleteNamespaceStreams } from '../support/bus-namespace';

/** The services of this run: two are enough to see each wait for its own schema. */
const SERVICES = ['store-service', 'loyalty-service'];

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

async function until(check: () => Promise<boolean>, what: string, apps: AppProcess[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    const exited = apps.find((app) => app.child.exitCode !== null);
    if (exited) {
      throw new Error(`${exited.name} exited early:\n${exited.output()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${what} within ${String(timeoutMs)} ms:\n${apps.map((a) => `${a.name}: ${a.output()}`).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('services on MIGRATIONS=wait and the migration Job (built processes, real Postgres and NATS)', () => {
  const apps: AppProcess[] = [];
  const database = `stamp_smoke_migrate_${String(Date.now())}`;
  const namespace = uniqueNamespace('smokemig');
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase(database);
  });

  afterAll(async () => {
    await Promise.all(apps.map(stopApp));
    await dropDatabase(database);
    await deleteNamespaceStreams(namespace);
  });

  it('wait alive and not ready until the Job has migrated, then are ready', async () => {
    const common = {
      DATABASE_URL: databaseUrl,
      NATS_URL: testEnv.natsUrl(),
      BUS_NAMESPACE: namespace,
      LOG_FORMAT: 'json',
      MIGRATIONS: 'wait',
      MIGRATION_WAIT_SECONDS: '120',
    };
    const opsUrls: string[] = [];
    for (const service of SERVICES) {
      const port = await freePort();
      opsUrls.push(`http://127.0.0.1:${String(port)}`);
      apps.push(startApp(service, `dist/apps/${service}/src/main.js`, { ...common, OPS_PORT: String(port) }));
    }

    await until(
      () => Promise.resolve(apps.every((app) => app.output().includes('waiting for the migration Job'))),
      'every service says it waits',
      apps,
    );
    for (const url of opsUrls) {
      expect(await status(`${url}/healthz`)).toBe(200);
      expect(await status(`${url}/readyz`)).toBe(503);
    }

    const job = startApp('migrate', 'dist/tools/migrations/migrate.js', {
      DATABASE_URL: databaseUrl,
      LOG_FORMAT: 'json',
    });
    const code = await new Promise<number | null>((resolve) => job.child.once('exit', resolve));
    expect(job.output()).toContain('every schema is migrated');
    expect(code).toBe(0);

    await until(
      async () => (await Promise.all(opsUrls.map((url) => status(`${url}/readyz`)))).every((s) => s === 200),
      'every service ready',
      apps,
    );
    for (const app of apps) {
      expect(app.output()).toContain('the schema is migrated: starting');
      expect(app.output()).not.toContain('migrations applied');
    }
  });
});
