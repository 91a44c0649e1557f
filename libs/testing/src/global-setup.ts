import { connect } from '@nats-io/transport-node';
import { createDatabase } from './scratch-database';
import { testEnv } from './test-env';

/**
 * Integration tests need a real PostgreSQL and a real NATS with JetStream. When either is unreachable
 * the run fails (it never skips): CI must not pass without them.
 */
export default async function globalSetup(): Promise<void> {
  const name = `stamp_it_${Date.now()}_${process.pid}`;
  try {
    process.env.STAMP_TEST_DATABASE_URL = await createDatabase(name);
  } catch (error) {
    throw new Error(
      `PostgreSQL is unreachable at ${testEnv.adminDatabaseUrl()} (${String(error)}). Start it: see docs/testing.md`,
    );
  }
  process.env.STAMP_TEST_DATABASE_NAME = name;

  try {
    const nc = await connect({ servers: testEnv.natsUrl(), timeout: 3000 });
    await nc.close();
  } catch (error) {
    throw new Error(
      `NATS is unreachable at ${testEnv.natsUrl()} (${String(error)}). Start it: see docs/testing.md`,
    );
  }
}
