import { test as base, type Page } from '@playwright/test';

import { signInAs } from './admin-session';
import { StampApi, type AdminSession } from './api';
import { productEnv } from './product';

interface TestFixtures {
  /** Seeds data through the real gateway (support/api.ts). */
  api: StampApi;
  /** Playwright's `page`, signed in as the bootstrap super master before it loads (`signInAs`). */
  adminPage: Page;
}

interface WorkerFixtures {
  /**
   * The bootstrap super master's token, logged in once per worker: the gateway allows 10 logins per admin id
   * in 15 minutes (docs/abuse-limits.md), so tests seed with this instead of logging in each time.
   */
  adminSession: AdminSession;
}

/** The e2e tests' `test`: Playwright's, pointed at the product the global setup started. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  baseURL: async ({}, use) => {
    await use(productEnv('baseUrl'));
  },
  api: async ({ request }, use) => {
    await use(new StampApi(request));
  },
  adminPage: async ({ page, adminSession }, use) => {
    await signInAs(page, adminSession);
    await use(page);
  },
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: productEnv('baseUrl') });
      const session = await new StampApi(request).adminLogin();
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './a11y';
export { signInAs } from './admin-session';
export { logInMember } from './member-session';
export { latestMailTo, type Mail } from './mail';
export { PHOTOS, pngImage } from './png';
export { BOOTSTRAP_ADMIN } from './product';
export { snap } from './snap';
export { expectToast, holdToast } from './toast';
export { manilaDate } from '../../../../test/support/seed-data';
export { uniqueTag, type SeededMember, type SeededStore, type StoreView } from './api';
