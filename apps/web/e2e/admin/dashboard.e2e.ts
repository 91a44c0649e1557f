import { expect, expectNoSeriousA11yViolations, snap, test } from '../support/fixtures';

test('the dashboard shows the four charts of the last 30 days and the guessing alerts table', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/index/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Last 30 days: \d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  for (const chart of ['Stamps', 'Completed cards', 'Redemptions', 'New members']) {
    await expect(page.getByRole('heading', { level: 2, name: chart, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Stamp-password guessing alerts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stamp-password guessing alerts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/dashboard');
});
