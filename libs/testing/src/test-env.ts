import { randomBytes } from 'node:crypto';

/** Where the real services for integration tests are: the local ones unless the environment says otherwise. */
export const testEnv = {
  adminDatabaseUrl: (): string => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
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
  natsUrl: (): string => process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
};

/** A bus namespace of its own for a test file, so runs sharing a NATS server never see each other's messages. */
export function uniqueNamespace(prefix = 't'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}
