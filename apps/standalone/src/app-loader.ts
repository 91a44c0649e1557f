import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from 'pino';
import { MessageBus } from '@stamp/server-kit/bus';
import type { StopSteps } from '@stamp/server-kit/process';
import { ServiceDefinition } from '@stamp/server-kit/service';

/**
 * The launcher composes the apps at run time, from their compiled entry modules, so no app imports
 * another at build time (the module boundaries stay: a service never depends on another service).
 */
const APPS_DIR = join(__dirname, '..', '..');

export const SERVICE_APPS = ['store-service', 'member-service', 'loyalty-service', 'push-service'] as const;

export async function loadServiceDefinition(app: (typeof SERVICE_APPS)[number]): Promise<ServiceDefinition> {
  const entry = (await import(pathToFileURL(join(APPS_DIR, app, 'src', 'service.js')).href)) as {
    serviceDefinition: ServiceDefinition;
  };
  return entry.serviceDefinition;
}

export interface GatewayEntry {
  /** Validates the gateway's settings; gives the address people reach it at and where spans go. */
  gatewaySettings(env: NodeJS.ProcessEnv): { publicUrl: string; OTEL_EXPORTER_OTLP_ENDPOINT?: string };
  startGateway(
    env: NodeJS.ProcessEnv,
    bus: MessageBus,
    logger: Logger,
    onStop?: StopSteps,
  ): Promise<{ app: { close(): Promise<void> }; port: number }>;
}

export async function loadGateway(): Promise<GatewayEntry> {
  return (await import(
    pathToFileURL(join(APPS_DIR, 'gateway', 'src', 'gateway.entry.js')).href
  )) as GatewayEntry;
}
