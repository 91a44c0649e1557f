import 'reflect-metadata';
import { join, resolve } from 'node:path';
import {
  InProcessBus,
  MessageBus,
  NatsBus,
  RunningService,
  createLogger,
  loadConfig,
  runMain,
  startService,
  stopOnSignals,
} from '@stamp/server-kit';
import { SERVICE_APPS, loadGateway, loadServiceDefinition } from './app-loader';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { standaloneJwtSecret } from './jwt-secret';
import { StandaloneSettings } from './standalone.settings';

/**
 * `npm start`: the whole product in one process. Without DATABASE_URL / NATS_URL it embeds Postgres
 * (PGlite, data under DATA_DIR) and uses the in-process bus; with them, it uses those servers.
 */
async function main(): Promise<void> {
  const settings = loadConfig('standalone', StandaloneSettings, process.env);
  const logger = createLogger('standalone', settings.LOG_LEVEL);
  const dataDir = resolve(settings.DATA_DIR);

  let embedded: EmbeddedPostgres | undefined;
  const databaseUrl = settings.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(dataDir)).url;
  const bus: MessageBus = settings.NATS_URL
    ? await NatsBus.connect({
        url: settings.NATS_URL,
        namespace: settings.BUS_NAMESPACE,
        logger,
        name: 'standalone',
      })
    : new InProcessBus();

  const services: RunningService[] = [];
  for (const app of SERVICE_APPS) {
    const serviceLogger = createLogger(app, settings.LOG_LEVEL);
    services.push(
      await startService(await loadServiceDefinition(app), {
        bus,
        databaseUrl,
        logger: serviceLogger,
        poolSize: 4,
        embeddedDatabase: embedded !== undefined,
        env: { ...process.env, DATA_DIR: dataDir },
      }),
    );
  }
  if (bus instanceof InProcessBus) {
    bus.openDeliveries();
  }
  const gateway = await (
    await loadGateway()
  ).startGateway(
    {
      ...process.env,
      DATA_DIR: dataDir,
      JWT_SECRET: settings.JWT_SECRET ?? standaloneJwtSecret(dataDir),
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(__dirname, '../../../../apps/web/dist'),
    },
    bus,
    createLogger('gateway', settings.LOG_LEVEL),
  );
  logger.info(
    {
      port: gateway.port,
      mode: embedded ? 'embedded Postgres, in-process bus' : 'external Postgres/NATS',
      dataDir,
    },
    `Stamp is running on http://localhost:${gateway.port}`,
  );

  stopOnSignals(async () => {
    logger.info('stopping');
    await gateway.app.close();
    for (const service of services.reverse()) {
      await service.close();
    }
    await bus.close();
    await embedded?.close();
  });
}

runMain(main);
