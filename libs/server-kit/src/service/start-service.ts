import { DynamicModule, Global, INestMicroservice, Module, Provider, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { HealthCheckResponse, RequestDef, HealthCheckRequest } from '@stamp/contracts';
import { InProcessBus } from '../bus/in-process.bus';
import { MessageBus, RequestServing, consumerNameOf } from '../bus/message-bus';
import { NatsBus } from '../bus/nats.bus';
import { openDatabase } from '../database/database';
import { MigrationPolicy } from '../database/migration-policy';
import { HotStatements } from '../database/hot-statements';
import { PinoNestLogger } from '../logging/logger';
import { CONSOLE_NOTICES, ConsoleNotices, PrintedNotices } from '../process/console-notices';
import { isCheckedAtStartup } from '../process/startup-error';
import { watchOutbox } from '../metrics/metrics';
import { EventInbox } from '../outbox/event-inbox';
import { MessagingPruner, MessagingPrunerOptions } from '../outbox/messaging-pruner';
import { OutboxRelay } from '../outbox/outbox-relay';
import { UnitOfWork } from '../outbox/unit-of-work';
import { memoizeValidationRules } from '../validation/validation-rules-memo';
import { BusServer } from './bus.server';
import { healthModule } from './health.controller';
import { MessageTelemetryInterceptor } from './message-telemetry.interceptor';
import { NatsRpcServer } from './nats-rpc.server';
import { WireErrorFilter } from './wire-error.filter';
import { LOGGER, MESSAGE_BUS, SERVICE_NAME } from './tokens';

type Constructor = new (...args: never[]) => unknown;

export interface ServiceDefinition {
  name: string;
  schema: string;
  module: Type;
  entities: Constructor[];
  migrations: Constructor[];
  health: RequestDef<HealthCheckRequest, HealthCheckResponse>;
  /**
   * The service's own settings and collaborators (mailers, clocks, ...), built from the environment it is
   * started with: validated once, here, so nothing else reads the environment.
   */
  configure?: (env: NodeJS.ProcessEnv, logger: Logger) => Provider[] | Promise<Provider[]>;
}

export interface ServiceRuntime {
  bus: MessageBus;
  databaseUrl: string;
  logger: Logger;
  poolSize?: number;
  /** The database is the embedded Postgres (PGlite), not a real one (see HotStatements). Default false. */
  embeddedDatabase?: boolean;
  /** Connections of the hot statements' own client on a real Postgres (see HotStatements). Default 4. */
  hotConnections?: number;
  /** Whether the hot statements are prepared (off behind PgBouncer in transaction mode). Default true. */
  preparedStatements?: boolean;
  /** The environment the service reads its own settings from (see ServiceDefinition.configure). */
  env?: NodeJS.ProcessEnv;
  /** The service's own providers, when prepareService ran beforehand (the launcher prepares all first). */
  providers?: Provider[];
  /** Where notices for the person at the console go (default: printed at once). */
  notices?: ConsoleNotices;
  /** Retention of the messaging tables (default DEFAULT_PRUNING). */
  pruning?: MessagingPrunerOptions;
  /** Migrate the schema, wait for the migration Job, or neither (default DEFAULT_MIGRATION_POLICY: run). */
  migrationPolicy?: MigrationPolicy;
}

/** The defaults of OUTBOX_RETENTION_HOURS, EVENT_RETENTION_HOURS (+ 1 day) and PRUNE_INTERVAL_MINUTES. */
export const DEFAULT_PRUNING: MessagingPrunerOptions = {
  outboxRetentionMs: 24 * 3_600_000,
  processedRetentionMs: (168 + 24) * 3_600_000,
  intervalMs: 10 * 60_000,
};

export interface RunningService {
  name: string;
  app: INestMicroservice;
  dataSource: DataSource;
  relay: OutboxRelay;
  pruner: MessagingPruner;
  /**
   * The requests' part of a graceful stop on NATS (NatsRpcServer.drain): out of the service's queue
   * group, every request it took answered. Nothing to do in-process.
   */
  stopServing(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What serves a service's requests: on NATS, Nest's ServerNats (NatsRpcServer) on the bus's connection, in
 * the service's queue group (docs/decisions/0013); in-process (`npm start`), the in-process bus.
 */
export function requestServerFor(
  bus: MessageBus,
  service: string,
  logger: Logger,
): NatsRpcServer | RequestServing {
  if (bus instanceof NatsBus) {
    return new NatsRpcServer({
      connection: bus.connection,
      namespace: bus.namespace,
      queue: consumerNameOf(service),
      logger,
    });
  }
  if (bus instanceof InProcessBus) {
    return bus;
  }
  throw new Error('A service runs on a NatsBus or an InProcessBus');
}

@Global()
@Module({})
class ServiceKitModule {
  static forRoot(providers: Provider[]): DynamicModule {
    return { module: ServiceKitModule, providers, exports: providers };
  }
}

/**
 * Reads and validates a service's own settings and builds what they describe (ServiceDefinition.configure),
 * then checks the collaborators that reach outside the process (a mail server or folder): everything that
 * can be wrong with its configuration, found before any database is opened or migrated.
 */
export async function prepareService(
  definition: ServiceDefinition,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<Provider[]> {
  const providers = (await definition.configure?.(env, logger)) ?? [];
  for (const provider of providers) {
    const value: unknown =
      typeof provider === 'object' && 'useValue' in provider ? provider.useValue : undefined;
    if (isCheckedAtStartup(value)) {
      await value.checkAtStartup();
    }
  }
  return providers;
}

/**
 * Boots one service on whatever bus and database it is given: opens its schema (migrating under a lock),
 * builds it as a Nest microservice (BusServer: its requests on Nest's ServerNats on NATS, or on the
 * in-process bus; its events on the bus's consumer), and starts its outbox relay. The same function runs
 * a service alone in a container and all four side by side in standalone mode.
 */
export async function startService(
  definition: ServiceDefinition,
  runtime: ServiceRuntime,
): Promise<RunningService> {
  const logger = runtime.logger;
  memoizeValidationRules();
  const own = runtime.providers ?? (await prepareService(definition, runtime.env ?? {}, logger));
  const dataSource = await openDatabase({
    url: runtime.databaseUrl,
    schema: definition.schema,
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: runtime.poolSize,
    logger,
    migrationPolicy: runtime.migrationPolicy,
  });
  const relay = new OutboxRelay(dataSource, runtime.bus, logger);
  const hot = new HotStatements(dataSource, {
    url: runtime.databaseUrl,
    embedded: runtime.embeddedDatabase ?? false,
    connections: runtime.hotConnections ?? 4,
    prepare: runtime.preparedStatements ?? true,
    applicationName: `stamp-${definition.schema}-hot`,
  });
  const kit: Provider[] = [
    { provide: DataSource, useValue: dataSource },
    { provide: HotStatements, useValue: hot },
    { provide: MESSAGE_BUS, useValue: runtime.bus },
    { provide: LOGGER, useValue: logger },
    { provide: SERVICE_NAME, useValue: definition.name },
    { provide: CONSOLE_NOTICES, useValue: runtime.notices ?? new PrintedNotices() },
    { provide: UnitOfWork, useValue: new UnitOfWork(dataSource, relay) },
    ...own,
  ];

  @Module({
    imports: [
      ServiceKitModule.forRoot(kit),
      healthModule(definition.health, definition.name),
      definition.module,
    ],
  })
  class ServiceRootModule {}

  const requests = requestServerFor(runtime.bus, definition.name, logger);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(ServiceRootModule, {
    strategy: new BusServer({
      bus: runtime.bus,
      requests,
      service: definition.name,
      inbox: new EventInbox(dataSource),
      logger,
    }),
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.useGlobalInterceptors(new MessageTelemetryInterceptor(definition.name, logger));
  app.useGlobalFilters(new WireErrorFilter(logger));
  await app.listen();
  relay.start();
  const pruner = new MessagingPruner(dataSource, logger, runtime.pruning ?? DEFAULT_PRUNING);
  pruner.start();
  const unwatchOutbox = watchOutbox(definition.name, relay);
  logger.info('service started');

  return {
    name: definition.name,
    app,
    dataSource,
    relay,
    pruner,
    stopServing: () => (requests instanceof NatsRpcServer ? requests.drain() : Promise.resolve()),
    close: async () => {
      await pruner.stop();
      unwatchOutbox();
      await relay.stop();
      await app.close();
      await hot.close();
      await dataSource.destroy();
    },
  };
}
