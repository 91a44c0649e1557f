import { defineConfig } from '@playwright/test';

import { CHROMIUM_PATH } from './support/chromium';

const e2eDir = __dirname;

/**
 * The end-to-end tier (docs/testing.md): Debian's Chromium drives the built product, started by the global
 * setup exactly as `npm start` runs it (standalone, a fresh data folder). One worker: every test talks to
 * the same product, and screens that count rows must not see another test's data appear mid-test.
 */
export default defineConfig({
  testDir: e2eDir,
  testMatch: '**/*.e2e.ts',
  outputDir: `${e2eDir}/../../../tmp/e2e-results`,
  globalSetup: './support/global-setup.ts',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/count-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'en-US',
    timezoneId: 'Asia/Manila',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'admin',
      testMatch: 'admin/**/*.e2e.ts',
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: 'mobile/**/*.e2e.ts',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    },
  ],
});
