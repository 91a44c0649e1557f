import { expect, expectNoSeriousA11yViolations, snap, test } from '../support/fixtures';

test('/admin lands on /admin/index with the Stamp Management heading, and axe finds nothing serious', async ({
  page,
}) => {
  await page.goto('/admin');

  await expect(page).toHaveURL(/\/admin\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stamp Management' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/index');
});
