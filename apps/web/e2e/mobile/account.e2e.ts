import { expect, expectNoSeriousA11yViolations, snap, test, logInMember } from '../support/fixtures';

const REGION = 'National Capital Region (NCR)';
const PROVINCE = 'Makati City';

test('the member edits their information, reads a push ("No Message" first) and logs out', async ({
  page,
  api,
  adminSession,
}) => {
  const member = await api.signUpMember();
  await logInMember(page, member);

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText('Juan Dela Cruz')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/account');

  // Membership information: the §5 checks, the confirmation, 'User Updated!'.
  await page.getByRole('link', { name: 'Membership information' }).click();
  await expect(page).toHaveURL(/\/account\/member-info$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(member.member_id);
  await expect(page.getByLabel('E-mail')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/member-info', { fullPage: true });

  const save = page.getByRole('button', { name: 'Change information' });
  await page.getByLabel('New password').fill('new-pass-1');
  await page.getByLabel('Confirm password').fill('new-pass-2');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Password does not match');
  await page.getByLabel('Confirm password').fill('new-pass-1');
  await page.getByLabel('Region').selectOption(REGION);
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Region has been changed. Please fill province and address',
  );
  await page.getByLabel('Province/City').selectOption(PROVINCE);
  await page.getByLabel('Address').fill('45 Jupiter St.');
  await page.getByLabel('First name').fill('Juana');
  await save.click();

  const sheet = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(sheet).toContainText('Would you like to change your information?');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/member-info-confirm');
  await sheet.getByRole('button', { name: 'Change information' }).click();
  await expect(page.getByRole('status')).toHaveText('User Updated!');
  const token = await page.evaluate(() => localStorage.getItem('mobileLoginToken'));
  const me = await page.request.get('/wifi-user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ member_name: 'Juana', addr1: '45 Jupiter St.' });
  expect(await api.memberLogin(member.member_id, 'new-pass-1')).toBeTruthy();

  // Push messages: none yet, then the broadcast about a new store, read by opening it.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Push messages' }).click();
  await expect(page).toHaveURL(/\/account\/push-message$/);
  await expect(page.getByText('No Message')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/push-messages-empty');

  const store = await api.createStore(adminSession.token);
  const item = page.getByRole('button', { name: new RegExp(store.name) });
  await expect(async () => {
    await page.reload();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(item).toContainText('Unread');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/push-messages');
  await item.click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(item).not.toContainText('Unread');
  await page.reload();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Unread');

  // Logout: the login page says so, and nothing of the login stays.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  await expect(page.getByRole('status')).toHaveText('Successfully logged out.');
  expect(await page.evaluate(() => localStorage.getItem('mobileLoginToken'))).toBeNull();
});

test('unregister asks first, then ends the membership', async ({ page, api }) => {
  const member = await api.signUpMember();
  await logInMember(page, member);
  await page.goto('/account');

  await page.getByRole('button', { name: 'Unregister' }).click();
  const sheet = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(sheet).toContainText('Are you sure to leave the membership?');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/account-unregister');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('button', { name: 'Unregister' }).click();
  await sheet.getByRole('button', { name: 'Unregister' }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  await expect(page.getByRole('status')).toHaveText('You have left the membership.');
  await page.getByLabel('E-mail').fill(member.member_id);
  await page.getByLabel('Password').fill(member.member_pass);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check your email and password.');
});
