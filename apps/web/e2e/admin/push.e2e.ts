import {
  expect,
  expectToast,
  holdToast,
  expectNoSeriousA11yViolations,
  snap,
  test,
  uniqueTag,
} from '../support/fixtures';

test('an administrator sends a push to all members and finds it in the send history', async ({
  adminPage: page,
  api,
}) => {
  await api.signUpMember();
  const title = `Rainy-day promo ${uniqueTag()}`;
  await page.goto('/admin/index/send-push');

  await expect(page.getByRole('heading', { level: 1, name: 'send push' })).toBeVisible();
  await expect(page.getByLabel('All members')).toBeChecked();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Message' }).fill('Double stamps at every store this Saturday.');
  await expect(page.getByText('Please write within 100 characters. (43/100)')).toBeVisible();
  await page.getByRole('button', { name: 'send' }).click();
  const confirm = page.getByRole('dialog', { name: 'send push' });
  await expect(confirm).toContainText('Send this push message to All members?');
  await confirm.getByRole('button', { name: 'send' }).click();

  await holdToast(page, 'Push message sent.');
  await expectNoSeriousA11yViolations(page); // with the success toast on screen, its colours too
  await expectToast(page, 'Push message sent.');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  const history = page.getByRole('table', { name: 'Send history' });
  await expect(history.getByRole('row').filter({ hasText: title })).toContainText(
    'Double stamps at every store this Saturday.',
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/send-push');
});

test('the auto-push list shows the new-store push of a store just registered', async ({
  adminPage: page,
  api,
  adminSession,
}) => {
  const store = await api.createStore(adminSession.token, { name: `Sari-sari ${uniqueTag()}` });
  await page.goto('/admin/index/auto-push');

  await expect(page.getByRole('heading', { level: 1, name: 'auto push' })).toBeVisible();
  const row = page.getByRole('table', { name: 'auto push' }).getByRole('row').filter({ hasText: store.name });
  // The push service records the push when the store's event reaches it: read the list again until it is there.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('New store registered');
  await expect(row).toContainText(`New store: ${store.name}`);
  await expect(row).toContainText('All members');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/auto-push');
});
