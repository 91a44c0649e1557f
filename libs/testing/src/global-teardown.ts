import { Client } from 'pg';
import { testEnv } from './test-env';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.STAMP_TEST_DATABASE_NAME;
  if (!name) {
    return;
  }
  const admin = new Client({ connectionString: testEnv.adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
