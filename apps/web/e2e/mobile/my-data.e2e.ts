import { readFile } from 'node:fs/promises';

import { expect, expectNoSeriousA11yViolations, snap, test, logInMember } from '../support/fixtures';

test('the member reads their data on a page and downloads it as a JSON file', async ({
  page,
  api,
  adminSession,
}) => {
  const member = await api.signUpMember();
  const store = await api.createStore(adminSession.token, { email: member.member_id });
  const mission = await api.createMission(adminSession.token, store.id);
  await api.collectStamps(member, store, mission.id, 2);
  await logInMember(page, member);

  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Download my data' }).click();
  await expect(page).toHaveURL(/\/account\/my-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(member.member_id);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('2 in all, 2 active now');
  await expect(page.getByRole('region', { name: 'Stamp cards' })).toContainText(`${store.name}: 2 of`);
  await expect(page.getByRole('region', { name: 'Receipts' })).toContainText('Stamp (2)');
  await expect(page.getByRole('region', { name: 'Stores you own' })).toContainText(store.name);
  await expect(page.getByRole('region', { name: 'Tickets' })).toContainText('None');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/my-data', { fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as a file (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stamp-my-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    member: { profile: { member_id: string } };
    loyalty: unknown;
    push: unknown;
    store: unknown;
  };
  expect(file.member.profile.member_id).toBe(member.member_id);
  expect(Object.keys(file)).toEqual(['exported_at', 'member', 'loyalty', 'push', 'store']);
});

test('a dormant account’s login says a confirmation link was mailed; the link’s page confirms it', async ({
  page,
}) => {
  // The gateway's refusal of a dormant account (its own code), as test/integration/dormancy shows it made.
  await page.route('**/wifi-user/login', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 403,
        code: 'ACCOUNT_DORMANT',
        params: {},
        message: 'Your account is dormant after a year without login.',
        errors: [],
      }),
    }),
  );
  await page.goto('/mobile/login');
  await page.getByLabel('E-mail').fill('juan@example.ph');
  await page.getByLabel('Password').fill('kape-1234-ph');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We have sent a confirmation link to your e-mail: open it to use your account again.',
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/login-dormant');

  await page.goto('/mobile/reactivate?token=not-a-token-we-sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Use your account again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/reactivate');
  await page.getByRole('button', { name: 'Use my account again' }).click();
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired.');
});
