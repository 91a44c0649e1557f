import { randomBytes } from 'node:crypto';

/**
 * Where the real services for the integration and smoke tiers are: what the tier's global setup found or
 * started (`test-services.ts`), else what the environment names, else the local servers.
 */
export const testEnv = {
  adminDatabaseUrl: (): string =>
    process.env.STAMP_TEST_POSTGRES_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
  /** The per-run database the global setup created. */
  databaseUrl: (): string => {
    const url = process.env.STAMP_TEST_DATABASE_URL;
    if (!url) {
      throw new Error(
        'STAMP_TEST_DATABASE_URL is not set: run integration tests with jest.config.integration.js',
      );
    }
    return url;
  },
  natsUrl: (): string => process.env.STAMP_TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: (): string =>
    process.env.STAMP_TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** A bus namespace of its own for a test file, so runs sharing a NATS server never see each other's messages. */
export function uniqueNamespace(prefix = 't'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}
