import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { FullConfig } from '@playwright/test';

import { CHROMIUM_PATH } from './chromium';
import { PRODUCT_ENV, startProduct } from './product';

/**
 * Starts the product once for the whole run and tells the workers where it is (they inherit this process's
 * environment). The returned function is Playwright's global teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update -qq && apt-get install -y -qq chromium`);
  }
  const outputDir = config.projects[0]?.outputDir ?? config.rootDir;
  // Each test's requests name their own client address (fixtures.ts, clientAddressOf).
  const product = await startProduct(join(outputDir, 'product.log'), { TRUSTED_PROXIES: 'loopback' });
  process.env[PRODUCT_ENV.baseUrl] = product.baseUrl;
  process.env[PRODUCT_ENV.dataDir] = product.dataDir;
  return product.stop;
}
