import { NatsBus } from '../bus/nats.bus';
import { loadConfig } from '../config/load-config';
import { ServiceSettings, migrationPolicyOf } from '../config/settings';
import { createLogger } from '../logging/logger';
import { enableProcessMetrics } from '../metrics/metrics';
import { OpsServer } from '../process/ops-server';
import { stopOnSignals } from '../process/process-lifecycle';
import { tracing } from '../tracing/tracer';
import { RunningService, ServiceDefinition, prepareService, startService } from './start-service';

const HOUR_MS = 3_600_000;

/**
 * The entry point of a service running alone (a container): reads and validates its settings once (the
 * kit's and its own, and checks its mail target) before it connects to NATS and Postgres, serves its ops
 * port, and on SIGTERM stops without losing work (docs/operations.md, "Stopping"): readiness off, out of
 * its queue groups with every request it took answered, the event in hand finished, the outbox relay's
 * batch published, the bus drained, and only then the database closed.
 */
export async function runServiceProcess(
  definition: ServiceDefinition,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const app = `${definition.name}-service`;
  const settings = loadConfig(app, ServiceSettings, env);
  const logger = createLogger(app, settings.LOG_LEVEL, settings.LOG_FORMAT);
  const providers = await prepareService(definition, env, logger);
  enableProcessMetrics();
  const bus = await NatsBus.connect({
    url: settings.NATS_URL,
    namespace: settings.BUS_NAMESPACE,
    logger,
    name: app,
    limits: {
      maxAgeMs: settings.EVENT_RETENTION_HOURS * HOUR_MS,
      maxBytes: settings.EVENT_STREAM_MAX_BYTES,
      replicas: settings.EVENT_STREAM_REPLICAS,
      maxDeliver: settings.EVENT_MAX_DELIVER,
    },
  });
  // The ops port answers before the service has started: /healthz while it waits for its schema
  // (MIGRATIONS=wait), /readyz only once it has started.
  const started: { service?: RunningService } = {};
  const ops =
    settings.OPS_PORT === 'off'
      ? undefined
      : await OpsServer.listen(Number(settings.OPS_PORT), {
          bus: () => Promise.resolve(bus.isReady()),
          database: async () =>
            started.service !== undefined &&
            (await started.service.dataSource.query('SELECT 1')) !== undefined,
        });
  if (ops) {
    logger.info({ port: ops.port }, 'ops port listening (/healthz, /readyz, /metrics)');
  }
  const service = await startService(definition, {
    bus,
    databaseUrl: settings.DATABASE_URL,
    poolSize: settings.DB_POOL_SIZE,
    hotConnections: settings.DB_HOT_CONNECTIONS,
    preparedStatements: settings.DB_PREPARED_STATEMENTS === 'on',
    logger,
    env,
    providers,
    pruning: {
      outboxRetentionMs: settings.OUTBOX_RETENTION_HOURS * HOUR_MS,
      // A day past the stream's retention: no redelivery can come after an event id is forgotten.
      processedRetentionMs: (settings.EVENT_RETENTION_HOURS + 24) * HOUR_MS,
      intervalMs: settings.PRUNE_INTERVAL_MINUTES * 60_000,
    },
    migrationPolicy: migrationPolicyOf(settings),
  });
  started.service = service;
  stopOnSignals(
    async () => {
      await stopGracefully(bus, service, ops);
      await tracing.shutdown();
      logger.info('stopped');
    },
    { timeoutMs: settings.SHUTDOWN_TIMEOUT_SECONDS * 1000, logger },
  );
}

/**
 * What SIGTERM does to a service: readiness off; out of its queue groups, every request it took answered
 * and the event in hand finished; the outbox relay's batch published; the bus drained; then the database
 * closed. Requests sent meanwhile go to the other replicas.
 */
export async function stopGracefully(bus: NatsBus, service: RunningService, ops?: OpsServer): Promise<void> {
  ops?.markStopping();
  await service.stopServing();
  await bus.stopServing();
  await service.relay.stop();
  await bus.close();
  await service.close();
  await ops?.close();
}
