import { dropDatabase } from './scratch-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.STAMP_TEST_DATABASE_NAME;
  if (name) {
    await dropDatabase(name);
  }
}
