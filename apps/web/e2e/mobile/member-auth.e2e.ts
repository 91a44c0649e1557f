import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  snap,
  test,
  uniqueTag,
} from '../support/fixtures';

const REGION = 'National Capital Region (NCR)';
const PROVINCE = 'Makati City';

test('sign up (spec §5 order, inline privacy policy, region → province) → log in → land on home', async ({
  page,
  api,
}) => {
  const tag = uniqueTag();
  const email = `maria-${tag}@example.ph`;
  const password = `kape-${tag}`;

  await page.goto('/mobile/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/login');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/mobile\/sign-in$/);
  const signUp = page.getByRole('button', { name: 'Sign up' });
  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText('Please agree to the privacy policy.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/sign-up', { fullPage: true });

  // The first tick swaps the form for the policy, so the box is clicked, not checked.
  await page.getByLabel('I agree to the privacy policy').click();
  await expect(page.getByText('Effective March 31, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeFocused();
  await snap(page, 'mobile/sign-up-policy');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('I agree to the privacy policy')).toBeChecked();
  await expect(page.getByLabel('I agree to the privacy policy')).toBeFocused();

  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill the first name and last name.');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  // The contract's rule, checked before the form is sent: the list of common passwords is fetched for it.
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByLabel('Confirm password').fill('Password1');
  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Password must be at least 8 characters and not a commonly used password.',
  );
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Phone number (optional)').pressSequentially('0917-123-4567');
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('09171234567');
  await page.getByLabel('Region (optional)').selectOption(REGION);
  await expect(page.getByRole('option', { name: PROVINCE })).toBeAttached();
  await page.getByLabel('Province/City (optional)').selectOption(PROVINCE);
  await page.getByLabel('Address (optional)').fill('45 Jupiter St.');
  await signUp.click();

  await expect(page).toHaveURL(/\/mobile\/login$/);
  await expect(page.getByRole('status')).toHaveText('Registration is complete. Please log in.');

  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('E-mail').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please check your email and password.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/login-error');

  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Auto-login').check();
  await page.getByLabel('E-mail').press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('true');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/home-start');

  // The member the form made, with the area ids of the region and province it chose.
  const token = await page.evaluate(() => localStorage.getItem('mobileLoginToken'));
  const me = await page.request.get('/wifi-user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({
    member_id: email,
    member_name: 'Maria',
    member_name2: 'Santos',
    hphone_num: '09171234567',
    addr1: '45 Jupiter St.',
    ...(await api.areaIds(REGION, PROVINCE)),
    join_check: 2,
  });
});

test('a member suspended by an administrator is logged out on the next screen and sent to login', async ({
  page,
  api,
  adminSession,
}) => {
  const member = await api.signUpMember();
  await page.goto('/mobile/login');
  await page.getByLabel('E-mail').fill(member.member_id);
  await page.getByLabel('Password').fill(member.member_pass);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/account');

  await api.setMemberStatus(adminSession.token, member.member_id, 1);
  await page.getByRole('link', { name: 'Coupon', exact: true }).click();

  await expect(page).toHaveURL(/\/mobile\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('mobileLoginToken'))).toBeNull();
  await page.getByLabel('E-mail').fill(member.member_id);
  await page.getByLabel('Password').fill(member.member_pass);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your account has been disabled. Please contact the administrator.',
  );

  // A private screen opened without a login goes to login too.
  await page.goto('/my-coupon');
  await expect(page).toHaveURL(/\/mobile\/login$/);
});

test('find the ID, then reset the password from the mailed link and log in with the new one', async ({
  page,
  api,
}) => {
  // A name of its own: find-id tries the password on at most 10 namesakes (FIND_ID_CANDIDATES), and the
  // run's other members are all Juan Dela Cruz.
  const member = await api.signUpMember({ member_name2: `Dela Cruz ${uniqueTag()}` });
  await page.goto('/mobile/login');
  await page.getByRole('link', { name: 'Forgot username/password' }).click();
  await expect(page).toHaveURL(/\/mobile\/forgot$/);

  const findId = page.getByRole('form', { name: 'Find ID' });
  await findId.getByLabel('First name').fill(member.member_name);
  await findId.getByLabel('Last name').fill(member.member_name2);
  await findId.getByLabel('Password').fill('not-my-password');
  await findId.getByRole('button', { name: 'Find ID' }).click();
  await expect(findId.getByRole('alert')).toHaveText('ID not found.');
  await findId.getByLabel('Password').fill(member.member_pass);
  await findId.getByRole('button', { name: 'Find ID' }).click();
  await expect(findId.getByRole('status')).toHaveText(`Your ID is ${member.member_id}`);

  const findPassword = page.getByRole('form', { name: 'Find password' });
  await findPassword.getByLabel('First name').fill(member.member_name);
  await findPassword.getByLabel('Last name').fill(member.member_name2);
  await findPassword.getByLabel('E-mail').fill(member.member_id);
  await findPassword.getByRole('button', { name: 'Send reset link' }).click();
  await expect(findPassword.getByRole('status')).toHaveText(
    `A password reset link has been sent to ${member.member_id}.`,
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/forgot', { fullPage: true });

  const mail = await latestMailTo(member.member_id);
  expect(mail.links[0]).toMatch(/\/mobile\/reset-password\?token=/);
  await page.goto(mail.links[0] ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/reset-password');

  const newPassword = `new-pass-${uniqueTag()}`;
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Please log in.');

  await page.getByLabel('E-mail').fill(member.member_id);
  await page.getByLabel('Password').fill(member.member_pass);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please check your email and password.');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  // The link is single-use.
  await page.goto(mail.links[0] ?? '');
  await page.getByLabel('New password').fill('another-pass-1');
  await page.getByLabel('Confirm password').fill('another-pass-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
});

test('the privacy policy page: effective March 31, 2024, ten sections', async ({ page }) => {
  await page.goto('/mobile/private-policy');

  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective March 31, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/private-policy', { fullPage: true });
});
