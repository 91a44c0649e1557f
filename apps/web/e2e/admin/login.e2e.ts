import { BOOTSTRAP_ADMIN, expect, expectNoSeriousA11yViolations, snap, test } from '../support/fixtures';

// The only tests that log in through the form: the gateway allows 10 admin logins per id in 15 minutes.

test('/admin goes to the login form; id, password, Save Login and Enter land on the store list; logout ends the session', async ({
  page,
}) => {
  await page.goto('/admin');

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'STAMP MANAGEMENT SYSTEM' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/login');

  await page.getByLabel('ID').fill(BOOTSTRAP_ADMIN.id);
  await page.getByLabel('Password').fill(BOOTSTRAP_ADMIN.password);
  await page.getByLabel('Save Login').check();
  await page.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/admin\/index\/store-member$/);
  await expect(page.getByRole('heading', { level: 1, name: 'store member status' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(BOOTSTRAP_ADMIN.name);
  const stored = () =>
    page.evaluate(() => ({
      token: localStorage.getItem('adminLoginToken'),
      saveLogin: localStorage.getItem('adminAutoLogin'),
      loginId: localStorage.getItem('adminLoginId'),
    }));
  expect(await stored()).toEqual({
    token: expect.any(String),
    saveLogin: 'true',
    loginId: BOOTSTRAP_ADMIN.id,
  });

  await page.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await stored()).toEqual({ token: null, saveLogin: null, loginId: null });
  await page.goto('/admin/index/fork-user');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a wrong password shows Login failed and stays on the login form', async ({
  page,
  api,
  adminSession,
}) => {
  const roleAdmin = await api.createAdmin(adminSession.token);
  await page.goto('/admin/login');

  await page.getByLabel('ID').fill(roleAdmin.admin_id);
  await page.getByLabel('Password').fill(`not-${roleAdmin.password}`);
  await page.getByRole('button', { name: 'LOGIN' }).click();

  await expect(page.getByRole('alert')).toHaveText('Login failed');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminLoginToken'))).toBeNull();
});
