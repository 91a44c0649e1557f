import 'reflect-metadata';
import { NatsBus, createLogger, loadConfig, runMain, stopOnSignals } from '@stamp/server-kit';
import { startGateway } from './gateway.entry';
import { GatewaySettings } from './gateway.settings';
import { GatewayReadiness } from './health/readiness';

/** The gateway alone (a container): talks to the services over NATS. */
async function main(): Promise<void> {
  const env = process.env;
  const settings = loadConfig('gateway', GatewaySettings, env);
  const logger = createLogger('gateway', settings.LOG_LEVEL, settings.LOG_FORMAT);
  if (!settings.NATS_URL) {
    throw new Error(
      'NATS_URL is required to run the gateway alone (npm start runs everything in one process)',
    );
  }
  const bus = await NatsBus.connect({
    url: settings.NATS_URL,
    namespace: settings.BUS_NAMESPACE,
    logger,
    name: 'gateway',
  });
  const { app, port } = await startGateway(env, bus, logger);
  logger.info({ port }, 'gateway listening');
  // Readiness off, then the HTTP server stops accepting and finishes the requests in flight (their
  // replies still come over the bus), then the bus is drained.
  stopOnSignals(
    async () => {
      app.get(GatewayReadiness).markStopping();
      await app.close();
      await bus.close();
      logger.info('stopped');
    },
    { timeoutMs: settings.SHUTDOWN_TIMEOUT_SECONDS * 1000, logger },
  );
}

runMain(main);
