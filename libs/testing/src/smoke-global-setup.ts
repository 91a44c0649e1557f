import { setUpTestServices } from './service-setup';

/** The smoke tier's distributed specs need PostgreSQL and NATS (Redis too): found or started as for integration. */
export default async function smokeGlobalSetup(): Promise<void> {
  await setUpTestServices();
}
