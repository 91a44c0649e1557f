import { NatsBus } from '../bus/nats.bus';
import { loadConfig } from '../config/load-config';
import { ServiceSettings } from '../config/settings';
import { createLogger } from '../logging/logger';
import { enableProcessMetrics } from '../metrics/metrics';
import { stopOnSignals } from '../process/process-lifecycle';
import { tracing } from '../tracing/tracer';
import { ServiceDefinition, prepareService, startService } from './start-service';

/**
 * The entry point of a service running alone (a container): reads and validates its settings once (the
 * kit's and its own, and checks its mail target) before it connects to NATS and Postgres, and stops
 * cleanly on SIGTERM.
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
  if (settings.OTEL_EXPORTER_OTLP_ENDPOINT) {
    await tracing.enableExport({ endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: app });
  }
  const bus = await NatsBus.connect({
    url: settings.NATS_URL,
    namespace: settings.BUS_NAMESPACE,
    logger,
    name: app,
  });
  const service = await startService(definition, {
    bus,
    databaseUrl: settings.DATABASE_URL,
    logger,
    env,
    providers,
  });
  stopOnSignals(async () => {
    logger.info('stopping');
    await bus.close();
    await service.close();
    await tracing.shutdown();
  });
}
