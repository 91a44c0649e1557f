import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'pino';
import { MessageBus, loadConfig } from '@stamp/server-kit';
import { createGatewayApp } from './gateway.app';
import { gatewayDependencies } from './gateway.runtime';
import { GatewaySettings } from './gateway.settings';

export interface StartedGateway {
  app: NestFastifyApplication;
  port: number;
}

/** Starts the gateway on a bus it is given (used by the standalone launcher and the tests). */
export async function startGateway(
  env: NodeJS.ProcessEnv,
  bus: MessageBus,
  logger: Logger,
): Promise<StartedGateway> {
  const settings = loadConfig('gateway', GatewaySettings, env);
  const app = await createGatewayApp(await gatewayDependencies(settings, bus, logger));
  await app.listen({ port: settings.PORT, host: settings.HOST });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  return { app, port };
}
