import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test('a /mobile alias opens the member screen at its canonical path, keeping the query string', async ({
  page,
}) => {
  await page.goto('/mobile/home?from=wrapper');

  await expect(page).toHaveURL(/\/home\?from=wrapper$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  await expect(page).toHaveTitle('Find a store — Stamp');
});

test('an unknown path says not found, with the way back home', async ({ page }) => {
  await page.goto('/nowhere');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found — Stamp');
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('a Filipino browser', () => {
  test.use({ locale: 'fil-PH' });

  test('reads the member app in Filipino and the back-office in English, the picker and lang agreeing', async ({
    page,
  }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Hindi makita ang pahina' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'STAMP MANAGEMENT SYSTEM' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page).toHaveTitle('Sign in — Stamp Management');
  });
});
