import { expect, signInAs, test } from '../support/fixtures';
import { expectSecurityHeaders, watchPageProblems } from '../support/page-problems';

/** The back-office's pages an administrator opens from its menu. */
const ADMIN_PAGES = [
  '/admin/index/dashboard',
  '/admin/index/store-member',
  '/admin/index/create-store',
  '/admin/index/fork-user',
  '/admin/index/coupon-management',
  '/admin/index/create-coupon',
  '/admin/index/auto-push',
  '/admin/index/send-push',
  '/admin/index/manager',
];

test('the back-office pages and the API documentation carry the security headers and break none of their rules', async ({
  page,
  api,
  adminSession,
}) => {
  // A store with photos, so that the lists show images.
  await api.createStoreWithPhotos(adminSession.token);
  const problems = await watchPageProblems(page);

  expectSecurityHeaders(await page.goto('/admin/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'STAMP MANAGEMENT SYSTEM' })).toBeVisible();
  await signInAs(page, adminSession);
  for (const path of ADMIN_PAGES) {
    expectSecurityHeaders(await page.goto(path));
    await page.waitForLoadState('networkidle');
  }
  expectSecurityHeaders(await page.goto('/api/docs'));
  await expect(page.getByRole('heading', { name: /Stamp loyalty API/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(problems()).toEqual([]);
});

test('another site cannot show the back-office in a frame', async ({ page, baseURL }) => {
  const problems = await watchPageProblems(page);

  await page.setContent(`<iframe title="framed" src="${baseURL ?? ''}/admin/login"></iframe>`);
  await expect.poll(problems).toContainEqual(expect.stringContaining('frame-ancestors'));

  await expect(page.frameLocator('iframe').getByLabel('ID')).toHaveCount(0);
});
