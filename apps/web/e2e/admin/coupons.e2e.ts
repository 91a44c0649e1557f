import {
  expect,
  expectToast,
  expectNoSeriousA11yViolations,
  manilaDate,
  snap,
  test,
  uniqueTag,
} from '../support/fixtures';

test('an administrator creates a store’s mission on create coupon, then stops it on coupon management', async ({
  adminPage: page,
  api,
  adminSession,
}) => {
  const store = await api.createStoreWithPhotos(adminSession.token, { name: `Kapihan ${uniqueTag()}` });
  const { code } = await api.getStore(store.id, adminSession.token);
  const missionName = `Buy 6 get 1 ${uniqueTag()}`;
  await page.goto('/admin/index/create-coupon');

  await expect(page.getByRole('heading', { level: 1, name: 'create coupon' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search' });
  await search.getByLabel('Search by').selectOption('Store code');
  await search.getByLabel('Store code').fill(code);
  await search.getByRole('button', { name: 'Search' }).click();
  // The whole result row chooses the store: a click on its name does.
  const results = page.getByRole('radiogroup', { name: 'Choose the store' });
  await results.getByText(store.name, { exact: true }).click();
  await expect(results.getByRole('radio', { name: new RegExp(`^${store.name}`) })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: `Store: ${store.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'register' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Please fill out the required fields.');

  await page.getByLabel('Mission name').fill(missionName);
  await page.getByLabel('Period start').fill(manilaDate(0));
  await page.getByLabel('Period end').fill(manilaDate(60));
  await page.getByLabel('Hit Number').fill('6');
  const slots = page.getByRole('figure', { name: 'Preview' }).getByRole('listitem');
  await expect(slots).toHaveCount(6);
  await expect(slots.first()).toHaveText('1');
  await expect(slots.last()).toHaveText('win');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/create-coupon');
  await page.getByRole('button', { name: 'register' }).click();

  await expectToast(page, 'Mission created.');
  await expect(page).toHaveURL(/\/admin\/index\/coupon-management/);
  const row = page.getByRole('row', { name: `store coupon detail view: ${store.name}` });
  await expect(row).toContainText(missionName);
  await expect(row).toContainText(`${manilaDate(0)} ~ ${manilaDate(60)}`);
  await expect(row).toContainText('in progress');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/coupons');

  await row.click();
  const detail = page.getByRole('dialog', { name: 'store coupon detail view' });
  await expect(detail).toContainText(code);
  await expect(detail.getByLabel('Mission name')).toHaveValue(missionName);
  await expect(detail.getByLabel('ongoing')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/coupon-detail');
  await detail.getByLabel('pended (stopped)').check();
  await detail.getByRole('button', { name: 'register' }).click();

  await expectToast(page, 'Mission updated.');
  await expect(detail).toBeHidden();
  await expect(row).toContainText('stopped');
  expect((await api.getStore(store.id)).Mission).toMatchObject({ name: missionName, status: 'pended' });
});
