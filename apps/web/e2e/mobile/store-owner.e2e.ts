import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  manilaDate,
  snap,
  test,
} from '../support/fixtures';

const REGION = 'National Capital Region (NCR)';
const PROVINCE = 'Makati City';

test('the owner enters by store code (a wrong code first), edits the store, organizes and ends an event, sends a regional push, writes and deletes a notice', async ({
  page,
  api,
  adminSession,
}) => {
  const seeded = await api.createStoreWithPhotos(adminSession.token);
  const { code } = await api.getStore(seeded.id, adminSession.token);

  // The gear icon → the store code → the owner's sign-in.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Store owner menu' }).click();
  const entry = page.getByRole('dialog');
  await expect(entry.getByLabel('Store code')).toHaveAttribute('type', 'password');
  await entry.getByLabel('Store code').fill('ZZZZZ9');
  await entry.getByRole('button', { name: 'Next' }).click();
  await expect(entry.getByRole('alert')).toHaveText('Invalid store code');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-store-code');

  await entry.getByLabel('Store code').fill(code);
  await entry.getByLabel('Store code').press('Enter');
  await expect(entry.getByRole('heading', { name: 'Store owner sign-in' })).toBeVisible();
  await expect(entry).toContainText(seeded.name);
  await entry.getByLabel('Store e-mail').fill(seeded.email);
  await entry.getByLabel('Owner password').fill(seeded.password);
  await entry.getByRole('button', { name: 'Sign in' }).click();
  await expect(entry.getByRole('alert')).toHaveText('Please check your email and password.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-sign-in');
  await entry.getByLabel('Owner password').fill(seeded.ownerPassword);
  await entry.getByRole('button', { name: 'Sign in' }).click();

  // The dashboard.
  await expect(page).toHaveURL(new RegExp(`/mobile/store-menu/${String(seeded.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: seeded.name })).toBeVisible();
  await expect(page.getByText('Redeemed coupons')).toBeVisible();
  for (const link of ['Store information', 'Managing coupons', 'Push Message', 'Store Notice']) {
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-menu');

  // Store information: the code shown, not editable; the photos; a change saved.
  await page.getByRole('link', { name: 'Store information' }).click();
  await expect(page.getByLabel('Store code')).toHaveValue(code);
  await expect(page.getByLabel('Store code')).toBeDisabled();
  // Shown, not their placeholders (named "…, loading" until their addresses come).
  await expect(page.getByRole('img', { name: 'Representative photo 1', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photos \d$/ })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-store-info', { fullPage: true });
  // Only an administrator renames a store: the owner sees the name, not a field to change it.
  await expect(page.getByLabel('Store name')).toHaveValue(seeded.name);
  await expect(page.getByLabel('Store name')).toBeDisabled();
  await page.getByLabel('Address').fill('1 Rizal St.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Update success');
  expect(await api.getStore(seeded.id)).toMatchObject({ name: seeded.name, address: '1 Rizal St.' });

  // Managing coupons: organize an event (the §5 checks first), then end it.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Managing coupons' }).click();
  await expect(page.getByText('No stamp mission')).toBeVisible();
  await expect(page.getByLabel('Organize an event')).toBeChecked();
  await page.getByRole('button', { name: 'Start the event' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the mission name.');
  await page.getByLabel('Mission name').fill('Buy 5 coffees, get 1 free');
  await page.getByLabel('Period start').fill(manilaDate(0));
  await page.getByLabel('Period end').fill(manilaDate(30));
  await page.getByLabel('Hit Number').fill('5');
  await page.getByRole('button', { name: 'Start the event' }).click();
  await expect(page.getByRole('status')).toHaveText('Mission created.');
  await expect(page.getByText('in progress')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-mission', { fullPage: true });
  expect((await api.getStore(seeded.id)).Mission).toMatchObject({ name: 'Buy 5 coffees, get 1 free' });

  await page.getByLabel('Ending an event').check();
  await page.getByRole('button', { name: 'Ending an event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this mission?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Mission deleted.');
  await expect(page.getByText('No stamp mission')).toBeVisible();
  expect((await api.getStore(seeded.id)).Mission).toBeNull();

  // Push Message: to a province/city of the store's own region, confirmed first.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Push Message' }).click();
  await expect(page.getByPlaceholder('Please write within 100 characters.')).toBeVisible();
  await expect(page.getByLabel('Region')).toHaveValue(REGION);
  await expect(page.getByLabel('Region')).toBeDisabled();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select region and province.');
  await page.getByLabel('Province/City').selectOption(PROVINCE);
  await page.getByLabel('Subject').fill('Free refill today');
  await page.getByLabel('Message').fill('Show this message for a free refill until 6 pm.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-push', { fullPage: true });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(confirm).toContainText(`${PROVINCE}, ${REGION}`);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText('Push message sent.');
  await expect(page.getByLabel('Subject')).toHaveValue('');

  // The store's daily limit (3 by default): two more through the gateway, then the form shows its message.
  const ownerToken = await page.evaluate(() => sessionStorage.getItem('storeOwnerToken'));
  for (let push = 0; push < 2; push++) {
    const sent = await page.request.post('/api/v1/push/region', {
      headers: { authorization: `Bearer ${ownerToken ?? ''}` },
      data: { region: REGION, province: PROVINCE, title: 'Happy hour', message: 'Two for one until 6 pm.' },
    });
    expect(sent.status()).toBe(200);
  }
  await page.getByLabel('Subject').fill('One more today');
  await page.getByLabel('Message').fill('This one is over the limit.');
  await page.getByRole('button', { name: 'Send' }).click();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A store may send 3 push messages a day. Please try again tomorrow.',
  );
  await expect(page.getByLabel('Message')).toHaveValue('This one is over the limit.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-push-limit');

  // Store Notice: write one, see it listed, delete it (x) after the confirmation.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Store Notice' }).click();
  await expect(page.getByText('No notice yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Write' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a notice' })).toBeVisible();
  await page.getByLabel('Subject').fill('Holiday hours');
  await page.getByLabel('Text').fill('We open at 10 am on December 24.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-notice-write');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByRole('status')).toHaveText('Notice created');
  await expect(page.getByRole('heading', { level: 2, name: 'Holiday hours' })).toBeVisible();
  await expect(page.getByText('We open at 10 am on December 24.')).toBeVisible();
  await expect(page.getByText(manilaDate(0))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-notices');

  await page.getByRole('button', { name: 'Delete: Holiday hours' }).click();
  await expect(confirm).toContainText('Are you sure to delete this notice?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Successfully Deleted');
  await expect(page.getByText('No notice yet.')).toBeVisible();

  // Exit ends the owner's session: the menu sends back to home.
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/mobile/store-menu/${String(seeded.id)}`);
  await expect(page).toHaveURL(/\/home$/);
});

test('an owner who has no owner password yet asks for the link, sets it on the mailed page and signs in with it', async ({
  page,
  api,
  adminSession,
}) => {
  const seeded = await api.createStore(adminSession.token);
  const { code } = await api.getStore(seeded.id, adminSession.token);
  const openSignIn = async () => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Store owner menu' }).click();
    const entry = page.getByRole('dialog');
    await entry.getByLabel('Store code').fill(code);
    await entry.getByRole('button', { name: 'Next' }).click();
    await expect(entry.getByRole('heading', { name: 'Store owner sign-in' })).toBeVisible();
    return entry;
  };

  // The stamp password never opens the store menu.
  let entry = await openSignIn();
  await entry.getByLabel('Store e-mail').fill(seeded.email);
  await entry.getByLabel('Owner password').fill(seeded.password);
  await entry.getByRole('button', { name: 'Sign in' }).click();
  await expect(entry.getByRole('alert')).toHaveText('Please check your email and password.');

  await entry.getByRole('button', { name: 'First time, or forgot the password?' }).click();
  await entry.getByLabel('Store e-mail').fill(seeded.email);
  await entry.getByRole('button', { name: 'Send the link' }).click();
  await expect(entry.getByRole('status')).toHaveText(
    "If this is the store's e-mail, the link is on its way. Check the inbox (and the spam folder).",
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-password-link');

  const mail = await latestMailTo(seeded.email);
  expect(mail.subject).toBe('Set the owner password of your store');
  const [link] = mail.links;
  expect(link).toMatch(/\/mobile\/store-owner\/set-password\?token=[\w-]{43}$/);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Set the owner password' })).toBeVisible();
  await page.getByLabel('New password').fill('Kape-owner-new-2026');
  await page.getByLabel('Confirm password').fill('Kape-owner-new-2026');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The owner password is set. Sign in from the gear on the home screen.',
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-set-password');

  entry = await openSignIn();
  await entry.getByLabel('Store e-mail').fill(seeded.email);
  await entry.getByLabel('Owner password').fill('Kape-owner-new-2026');
  await entry.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/store-menu/${String(seeded.id)}$`));
});
