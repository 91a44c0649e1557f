import { createDatabase } from './scratch-database';
import { setUpTestServices, tearDownTestServices } from './service-setup';

/**
 * Integration tests need a real PostgreSQL, NATS with JetStream and Redis (`test-services.ts`: the
 * environment's, the local ones, or containers). When none can be had the run fails (it never skips): CI
 * must not pass without them.
 */
export default async function globalSetup(): Promise<void> {
  await setUpTestServices();
  const name = `stamp_it_${Date.now()}_${process.pid}`;
  try {
    process.env.STAMP_TEST_DATABASE_URL = await createDatabase(name);
  } catch (error) {
    await tearDownTestServices();
    throw new Error(`PostgreSQL refused the run's scratch database ${name} (${String(error)})`);
  }
  process.env.STAMP_TEST_DATABASE_NAME = name;
}
