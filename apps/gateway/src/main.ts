import './instrumentation';
import 'reflect-metadata';
import { NatsBus } from '@stamp/server-kit/bus';
import { loadConfig } from '@stamp/server-kit/config';
import { createLogger } from '@stamp/server-kit/logging';
import { enableProcessMetrics } from '@stamp/server-kit/metrics';
import { runMain } from '@stamp/server-kit/process';
import { tracing } from '@stamp/server-kit/tracing';
import { startGateway } from './gateway.entry';
import { GatewaySettings } from './gateway.settings';

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
  enableProcessMetrics();
  const bus = await NatsBus.connect({
    url: settings.NATS_URL,
    namespace: settings.BUS_NAMESPACE,
    logger,
    name: 'gateway',
  });
  // On SIGTERM or SIGINT: readiness off, then the HTTP server stops accepting and finishes the requests in
  // flight (their replies still come over the bus), then the bus is drained and the last spans are sent.
  const { port } = await startGateway(env, bus, logger, {
    afterServer: async () => {
      await bus.close();
      await tracing.shutdown();
      logger.info('stopped');
    },
  });
  logger.info({ port }, 'gateway listening');
}

runMain(main);
