import './instrumentation';
import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { Provider } from '@nestjs/common';
import { InProcessBus, MessageBus, NatsBus } from '@stamp/server-kit/bus';
import { ConfigError, loadConfig } from '@stamp/server-kit/config';
import { createLogger } from '@stamp/server-kit/logging';
import { enableProcessMetrics } from '@stamp/server-kit/metrics';
import { HeldNotices, runMain, startingWith } from '@stamp/server-kit/process';
import { RunningService, ServiceDefinition, prepareService, startService } from '@stamp/server-kit/service';
import { tracing } from '@stamp/server-kit/tracing';
import { SERVICE_APPS, loadGateway, loadServiceDefinition } from './app-loader';
import { secureDataDir } from './data-dir-permissions';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { standaloneJwtSecret } from './jwt-secret';
import { StandaloneSettings } from './standalone.settings';

const DATA_DIR_FIX = 'set DATA_DIR to a folder this user may write to.';

/**
 * `npm start`: the whole product in one process. Without DATABASE_URL / NATS_URL it embeds Postgres
 * (PGlite, data under DATA_DIR) and uses the in-process bus; with them, it uses those servers.
 *
 * Every app's settings are read and checked first (the launcher's, the gateway's, each service's, and the
 * mail target), so a wrong one stops the start before any database is opened or migrated. The address it
 * runs on, and the first administrator's password on a first start, are the last lines on the console.
 */
async function main(): Promise<void> {
  const settings = loadConfig('standalone', StandaloneSettings, process.env);
  const logger = createLogger('standalone', settings.LOG_LEVEL, settings.LOG_FORMAT);
  const loggerOf = (app: string) => createLogger(app, settings.LOG_LEVEL, settings.LOG_FORMAT);
  const dataDir = resolve(settings.DATA_DIR);
  // What this process writes is this user's only (folders 0700, files 0600), and what is already in
  // DATA_DIR is made so at every start (PGlite writes its files 0666 whatever the umask).
  process.umask(0o077);
  await startingWith('the data folder', DATA_DIR_FIX, () => {
    secureDataDir(dataDir);
    return Promise.resolve();
  });

  const gatewayEntry = await loadGateway();
  const gatewayEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET:
      settings.JWT_SECRET ??
      (await startingWith('the data folder', DATA_DIR_FIX, () =>
        Promise.resolve(standaloneJwtSecret(dataDir)),
      )),
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(__dirname, '../../../../apps/web/dist'),
  };
  const invalid = new InvalidSettings();
  const gatewayConfig = invalid.check(() => gatewayEntry.gatewaySettings(gatewayEnv));
  const publicUrl = gatewayConfig?.publicUrl;
  // The services' links (the first administrator's login URL) follow the gateway's address.
  const serviceEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: publicUrl };
  const prepared: { app: string; definition: ServiceDefinition; providers: Provider[] }[] = [];
  for (const app of SERVICE_APPS) {
    const definition = await loadServiceDefinition(app);
    const providers = await invalid.checkAsync(() => prepareService(definition, serviceEnv, loggerOf(app)));
    prepared.push({ app, definition, providers: providers ?? [] });
  }
  invalid.throwIfAny();

  if (!settings.DATABASE_URL) {
    logger.info({ dataDir: join(dataDir, 'pgdata') }, 'opening the embedded Postgres (a few seconds)');
  }
  let embedded: EmbeddedPostgres | undefined;
  const databaseUrl =
    settings.DATABASE_URL ??
    (embedded = await startingWith(
      'the embedded database (PGlite)',
      `check that ${join(dataDir, 'pgdata')} is writable and was written by this version, or set DATABASE_URL to use a PostgreSQL server.`,
      () => startEmbeddedPostgres(dataDir),
    )).url;
  if (embedded?.recoveredFromCrash) {
    logger.warn(
      'the last run did not stop cleanly (a crash or kill -9): the embedded database recovered from its log',
    );
  }
  enableProcessMetrics();
  const bus: MessageBus = settings.NATS_URL
    ? await NatsBus.connect({
        url: settings.NATS_URL,
        namespace: settings.BUS_NAMESPACE,
        logger,
        name: 'standalone',
      })
    : new InProcessBus();

  const notices = new HeldNotices();
  const services: RunningService[] = [];
  for (const { app, definition, providers } of prepared) {
    services.push(
      await startService(definition, {
        bus,
        databaseUrl,
        logger: loggerOf(app),
        poolSize: 4,
        embeddedDatabase: embedded !== undefined,
        env: serviceEnv,
        providers,
        notices,
      }),
    );
  }
  if (bus instanceof InProcessBus) {
    bus.openDeliveries();
  }
  // On SIGTERM or SIGINT (Nest's shutdown hooks on the gateway): the gateway stops, then the services, the
  // bus, the embedded database (its lock removed) and tracing.
  const gateway = await gatewayEntry.startGateway(gatewayEnv, bus, loggerOf('gateway'), {
    afterServer: async () => {
      for (const service of services.reverse()) {
        await service.close();
      }
      await bus.close();
      await embedded?.close();
      await tracing.shutdown();
    },
  });
  const local = `http://localhost:${String(gateway.port)}`;
  logger.info(
    {
      mode: embedded ? 'embedded Postgres, in-process bus' : 'external Postgres/NATS',
      dataDir,
      ...(publicUrl === local ? {} : { publicUrl }),
    },
    `Stamp is running on ${local}`,
  );
  notices.print();
}

/** Collects every app's configuration errors, so one start reports all of them at once. */
class InvalidSettings {
  private readonly errors: ConfigError[] = [];

  check<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      this.keep(error);
      return undefined;
    }
  }

  async checkAsync<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      this.keep(error);
      return undefined;
    }
  }

  throwIfAny(): void {
    if (this.errors.length === 1) {
      throw this.errors[0];
    }
    if (this.errors.length > 1) {
      throw new ConfigError(
        this.errors.map((error) => error.app).join(', '),
        this.errors.flatMap((error) => error.problems.map((problem) => `${error.app}: ${problem}`)),
      );
    }
  }

  private keep(error: unknown): void {
    if (!(error instanceof ConfigError)) {
      throw error;
    }
    this.errors.push(error);
  }
}

runMain(main);
