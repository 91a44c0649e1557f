import { expect, expectNoSeriousA11yViolations, snap, test } from '../support/fixtures';

test('/ lands on the mobile home (/home) at phone size without horizontal scroll, and axe finds nothing serious', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  await expect(page.getByText('Select a region and a province/city, then tap search.')).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths).toEqual({ page: 390, screen: 390 });
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/index');
});

test('the member app downloads no back-office code: the admin bundle is fetched only under /admin', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByText('Select a region and a province/city, then tap search.')).toBeVisible();
  expect(scripts.some((path) => path.includes('MobileApp'))).toBe(true);
  expect(scripts.filter((path) => path.includes('AdminApp'))).toEqual([]);

  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(scripts.some((path) => path.includes('AdminApp'))).toBe(true);
});
