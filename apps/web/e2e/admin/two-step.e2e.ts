import { Secret, TOTP } from 'otpauth';

import {
  dismissToasts,
  expect,
  expectNoSeriousA11yViolations,
  signInAs,
  snap,
  test,
} from '../support/fixtures';

/** The authenticator app's code for `secret`, `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

test('an administrator sets up two-step sign-in with the QR code, keeps the recovery codes, and signs in with a code', async ({
  page,
  api,
  adminSession,
}) => {
  const admin = await api.createAdmin(adminSession.token);
  await signInAs(page, await api.adminLogin(admin.admin_id, admin.password));
  await page.goto('/admin/index/store-member');

  await page.getByRole('banner').getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').first().innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/two-step-setup');

  await page.getByLabel('Code').fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('region', { name: 'Save your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('button', { name: 'Done' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/two-step-recovery-codes');
  await codes.getByLabel('I have saved these codes somewhere safe').check();
  await codes.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('ID').fill(admin.admin_id);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Password').press('Enter');

  const code = page.getByLabel('Code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/login-code');

  // The code that turned it on is spent: the app's next one signs in.
  await code.fill(appCode(secret, 1));
  await code.press('Enter');
  await expect(page).toHaveURL(/\/admin\/index\/store-member$/);

  // Within the app (signInAs's stored token is of the session that turning it on ended).
  await page.getByRole('banner').getByRole('link', { name: 'Two-step sign-in' }).click();
  // The toast of turning it on may still be up; under the dialog's backdrop it would fail the scan below.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
});
