import { tearDownTestServices } from './service-setup';

export default async function smokeGlobalTeardown(): Promise<void> {
  await tearDownTestServices();
}
