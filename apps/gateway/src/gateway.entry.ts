import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'pino';
import { MessageBus } from '@stamp/server-kit/bus';
import { loadConfig } from '@stamp/server-kit/config';
import { ShutdownSequence, StopSteps, startingWith, stopWithShutdownHooks } from '@stamp/server-kit/process';
import { createGatewayApp } from './gateway.app';
import { gatewayDependencies } from './gateway.runtime';
import { GatewaySettings } from './gateway.settings';

export interface StartedGateway {
  app: NestFastifyApplication;
  port: number;
  /** Where people reach it (PUBLIC_URL, or this machine and the port it listens on). */
  publicUrl: string;
}

/** Reads and validates the gateway's settings (the launcher does this before it opens any database). */
export function gatewaySettings(env: NodeJS.ProcessEnv): GatewaySettings {
  return loadConfig('gateway', GatewaySettings, env);
}

/** Starts the gateway on a bus it is given (used by the standalone launcher and the tests). */
export async function startGateway(
  env: NodeJS.ProcessEnv,
  bus: MessageBus,
  logger: Logger,
  /**
   * Given by the process that owns the gateway (its entry point, the standalone launcher): SIGTERM and SIGINT
   * then stop the gateway with Nest's shutdown hooks, and these steps close what it used afterwards.
   */
  onStop?: StopSteps,
): Promise<StartedGateway> {
  const settings = gatewaySettings(env);
  const shutdown =
    onStop && new ShutdownSequence(onStop, { timeoutMs: settings.SHUTDOWN_TIMEOUT_SECONDS * 1000, logger });
  const app = await createGatewayApp({ ...(await gatewayDependencies(settings, bus, logger)), shutdown });
  if (onStop) {
    stopWithShutdownHooks(app);
  }
  await startingWith(
    `the HTTP port ${String(settings.PORT)}`,
    'stop the program that uses it, or set PORT to a free port.',
    () => app.listen({ port: settings.PORT, host: settings.HOST }),
  );
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  return { app, port, publicUrl: settings.publicUrl };
}
