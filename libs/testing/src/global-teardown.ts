import { dropDatabase } from './scratch-database';
import { tearDownTestServices } from './service-setup';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.STAMP_TEST_DATABASE_NAME;
  try {
    if (name) {
      await dropDatabase(name);
    }
  } finally {
    await tearDownTestServices();
  }
}
