import { provideTestServices, TestServices } from './test-services';

/** Kept between a tier's global setup and its teardown (Jest runs both in the same parent process). */
const handle = globalThis as { stampTestServices?: TestServices };

/**
 * Finds or starts PostgreSQL, NATS and Redis for a test tier and hands their URLs to the test workers
 * through the environment (read by `testEnv`). The apps a test starts get only the variables it gives them.
 */
export async function setUpTestServices(): Promise<void> {
  const services = await provideTestServices();
  handle.stampTestServices = services;
  process.env.STAMP_TEST_POSTGRES_URL = services.postgresUrl;
  process.env.STAMP_TEST_NATS_URL = services.natsUrl;
  process.env.STAMP_TEST_REDIS_URL = services.redisUrl;
  process.stderr.write(`\ntest services:\n${services.describe().replace(/^/gm, '  ')}\n`);
}

/** Stops the containers `setUpTestServices` started, if any. */
export async function tearDownTestServices(): Promise<void> {
  await handle.stampTestServices?.stop();
  handle.stampTestServices = undefined;
}
