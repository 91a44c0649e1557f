import { createHash } from 'node:crypto';

import { test as base, type Page, type TestInfo } from '@playwright/test';

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

/**
 * The address a test's requests come from (198.18.0.0/15, the range for tests), told to the product in
 * X-Forwarded-For, which it believes from loopback (global-setup): each test spends its own per-address
 * budgets (docs/abuse-limits.md: 30 wrong stamp passwords per 10 minutes, logins, sign-ups), so tests that
 * type wrong passwords on purpose neither refuse each other's members nor depend on which ran first.
 */
function clientAddressOf(testInfo: TestInfo): string {
  const [a = 0, b = 0] = createHash('sha256').update(testInfo.testId).digest();
  return `198.${String(18 + (a % 2))}.${String(b)}.${String(1 + (a % 250))}`;
}

/** The e2e tests' `test`: Playwright's, pointed at the product the global setup started. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  baseURL: async ({}, use) => {
    await use(productEnv('baseUrl'));
  },
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': clientAddressOf(testInfo) });
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
export { dismissToasts, expectToast, holdToast } from './toast';
export { manilaDate } from '../../../../test/support/seed-data';
export { uniqueTag, type SeededMember, type SeededStore } from './api';
