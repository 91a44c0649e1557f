import { Logger } from 'pino';
import { MessageBus } from '@stamp/server-kit/bus';
import { storageSettingsOf } from '@stamp/server-kit/config';
import { S3Storage, createObjectStorage } from '@stamp/server-kit/storage';
import { GatewaySettings } from './gateway.settings';
import { GatewayDependencies } from './gateway.module';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit/rate-limit.store';

/** Builds the gateway's collaborators from its settings (shared by its own entry point and the standalone launcher). */
export async function gatewayDependencies(
  settings: GatewaySettings,
  bus: MessageBus,
  logger: Logger,
): Promise<GatewayDependencies> {
  const storage = createObjectStorage(storageSettingsOf(settings, settings.DATA_DIR, settings.publicUrl));
  if (storage instanceof S3Storage) {
    await storage.ensureBucket();
  }
  const rateLimitStore = settings.REDIS_URL
    ? new RedisRateLimitStore(settings.REDIS_URL)
    : new MemoryRateLimitStore();
  return { settings, bus, storage, logger, rateLimitStore };
}
