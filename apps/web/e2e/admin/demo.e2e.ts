import { spawn } from 'node:child_process';
import { join } from 'node:path';

import type { Browser, Page } from '@playwright/test';

import { ROOT } from '../../../../test/support/processes';
import { StampApi, type AdminSession } from '../support/api';
import {
  BOOTSTRAP_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  signInAs,
  snap,
  test,
} from '../support/fixtures';
import { type RunningProduct, startProduct } from '../support/product';

// The demo sample (`npm run demo`, docs/demo.md) on a product of its own, started fresh for this file: the
// back-office and the member app as a newcomer sees them after `npm run demo`. `npm run screens` makes
// docs/screens/admin/demo-*.png and mobile/demo-home.png from here.

const DEMO_CLI = 'dist/tools/demo/demo.js';
const QUEZON_CITY = { region: 'National Capital Region (NCR)', province: 'Quezon City' };

interface Demo {
  product: RunningProduct;
  output: string;
  member: { email: string; password: string };
  admin: AdminSession;
}

let demo: Demo | undefined;

/** Runs the demo's command against the product; its console output once it has exited 0. */
async function runDemo(baseUrl: string): Promise<string> {
  const child = spawn(process.execPath, [join(ROOT, DEMO_CLI), baseUrl], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run demo exited ${String(code)}:\n${output}`);
  return output;
}

function demoProduct(): Demo {
  if (!demo) throw new Error('the demo product did not start');
  return demo;
}

test.beforeAll(async ({ playwright }) => {
  // A fresh product and the whole sample: about two minutes on the 2-core machine.
  test.setTimeout(300_000);
  const product = await startProduct(join(test.info().outputDir, '..', 'demo-product.log'));
  try {
    const output = await runDemo(product.baseUrl);
    const login = /^\s+.+?\s(\S+@example\.ph) \/ (\S+)$/m.exec(output);
    if (!login?.[1] || !login[2]) throw new Error(`no member login in the demo's output:\n${output}`);
    const request = await playwright.request.newContext({ baseURL: product.baseUrl });
    const admin = await new StampApi(request).adminLogin();
    await request.dispose();
    demo = { product, output, admin, member: { email: login[1], password: login[2] } };
  } catch (error) {
    await product.stop();
    throw error;
  }
});

test.afterAll(async () => {
  await demo?.product.stop();
});

test('after npm run demo the back-office lists the 30 sample stores across Luzon, Visayas and Mindanao', async ({
  page,
}) => {
  const { product, output, admin } = demoProduct();
  expect(output).toMatch(/Done in [\d.]+ s: 30 stores, 200 members, \d+ stamps, \d+ tickets/);
  await signInAs(page, admin);
  await page.goto(`${product.baseUrl}/admin/index/store-member`);

  await expect(page.getByRole('row', { name: /^Edit store: / })).toHaveCount(10);
  // Newest first: store no. 30 heads the list. The demo registers six stores at a time, so which of the
  // last ones got no. 30 varies; the last in the sample, in Mindanao, is on this first page either way.
  await expect(
    page
      .getByRole('row', { name: /^Edit store: / })
      .first()
      .getByRole('cell')
      .first(),
  ).toHaveText('30');
  await expect(page.getByRole('row', { name: /^Edit store: Koronadal Kapehan/ })).toContainText(
    'Region XII (SOCCSKSARGEN)',
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/demo-store-list');
});

test('after npm run demo the dashboard charts the sample’s stamps, cards, redemptions and members', async ({
  page,
}) => {
  await signInAs(page, demoProduct().admin);
  await page.goto(`${demoProduct().product.baseUrl}/admin/index/dashboard`);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const atLeast = { Stamps: 500, 'Completed cards': 20, Redemptions: 10, 'New members': 100 };
  for (const [chart, least] of Object.entries(atLeast)) {
    const total = page.getByRole('region', { name: chart, exact: true }).getByText(/^\d[\d,]*$/);
    await expect(total).toBeVisible();
    expect(Number((await total.innerText()).replace(/,/g, '')), chart).toBeGreaterThanOrEqual(least);
  }
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/demo-dashboard');
});

/** A phone-sized page, as the mobile project opens them (390 x 844). */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

test('a sample member logs in with the printed login and finds the Quezon City stores with their photos', async ({
  browser,
}) => {
  const { product, member } = demoProduct();
  const page = await phonePage(browser);
  await page.goto(`${product.baseUrl}/mobile/login`);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByLabel('Region').selectOption(QUEZON_CITY.region);
  await expect(page.getByRole('option', { name: QUEZON_CITY.province })).toBeAttached();
  await page.getByLabel('Province/City').selectOption(QUEZON_CITY.province);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '3 stores' })).toBeVisible();
  const cards = page.getByRole('list').getByRole('button');
  await expect(cards).toHaveCount(3);
  await expect(
    cards.filter({ hasText: 'Aling Nena Sari-Sari Store' }).getByText('Promotion in progress'),
  ).toBeAttached();
  await expect(
    cards.filter({ hasText: 'Tindahan ni Mang Pilo' }).getByText('Promotion in progress'),
  ).toHaveCount(0);
  for (const photo of await cards.locator('img').all()) {
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/demo-home', { fullPage: false });
  await page.context().close();
});
