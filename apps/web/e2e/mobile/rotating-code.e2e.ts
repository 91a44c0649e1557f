import { expect, expectNoSeriousA11yViolations, logInMember, snap, test } from '../support/fixtures';

test("the owner switches to the rotating code and shows it at the counter; a member stamps with the code typed and through the QR code's link, and the fixed password no longer stamps", async ({
  page,
  context,
  api,
  adminSession,
}) => {
  const store = await api.createStoreWithPhotos(adminSession.token);
  const mission = await api.createMission(adminSession.token, store.id, {
    name: 'Buy 5 coffees, get 1 free',
    max_stamp_count: 5,
  });
  const { code: storeCode } = await api.getStore(store.id, adminSession.token);
  const ownerToken = await api.storeOwnerLogin(store, storeCode);

  // The owner's phone at the counter: signed in to the store menu (the owner's token in this tab's storage).
  await page.addInitScript(
    ({ id, token }) => {
      sessionStorage.setItem('storeOwnerToken', token);
      sessionStorage.setItem('storeOwnerStoreId', id);
    },
    { id: String(store.id), token: ownerToken },
  );
  await page.goto(`/mobile/store-menu/${String(store.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stamp code' })).toHaveCount(0);

  // Store information: 'Rotating code' instead of the fixed password.
  await page.getByRole('link', { name: 'Store information' }).click();
  await expect(page.getByRole('radio', { name: 'Fixed password' })).toBeChecked();
  await page.getByRole('radio', { name: 'Rotating code' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Update success');
  await page.getByRole('link', { name: 'Back' }).click();

  // The counter's screen: six digits, the countdown, the QR code of the link.
  await page.getByRole('link', { name: 'Stamp code' }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/store-menu/${String(store.id)}/stamp-code$`));
  const shown = page.getByRole('status', { name: 'Current stamp code' });
  await expect(shown).toHaveText(/^\d{6}$/);
  await expect(page.getByText(/^New code in \d+ s$/)).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^QR code of the stamp page with the code \d{6}$/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-stamp-code');
  const typedCode = (await shown.textContent()) ?? '';

  // The member's phone.
  const member = await api.signUpMember();
  const phone = await context.newPage();
  await logInMember(phone, member);
  await phone.goto(`/store/coupon/${String(store.id)}`);
  await expect(phone.getByRole('heading', { level: 2, name: mission.name })).toBeVisible();
  const prompt = phone.getByRole('dialog', { name: 'Stamp password' });

  // The store's fixed password no longer stamps: the same refusal as a wrong password.
  await phone.getByRole('button', { name: 'Add stamp 1' }).click();
  await prompt.getByLabel('Store password').fill(store.password);
  await prompt.getByRole('button', { name: 'Add stamp' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Password is incorrect.');

  // The code typed from the counter's screen stamps.
  await prompt.getByLabel('Store password').fill(typedCode);
  await prompt.getByRole('button', { name: 'Add stamp' }).click();
  await expect(phone.getByRole('status')).toHaveText('Stamp added successfully.');
  await expect(phone.getByText('1 of 5 stamps')).toBeVisible();

  // The QR code's link opens the stamp page with the prompt and the code in it; the member confirms. Scanned
  // on a phone that is not logged in, the link goes through the login and comes back with its code.
  const { link } = await api.stampCode(store.id, ownerToken);
  await phone.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/mobile\/login$/);
  await phone.getByLabel('E-mail').fill(member.member_id);
  await phone.getByLabel('Password').fill(member.member_pass);
  await phone.getByRole('button', { name: 'Login' }).click();
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel('Store password')).toHaveValue(new URL(link).searchParams.get('code') ?? '');
  await expect(phone).toHaveURL(new RegExp(`/store/coupon/${String(store.id)}$`));
  await expectNoSeriousA11yViolations(phone);
  await snap(phone, 'mobile/stamp-from-qr-link');
  await prompt.getByRole('button', { name: 'Add stamp' }).click();
  await expect(phone.getByRole('status')).toHaveText('Stamp added successfully.');
  await expect(phone.getByText('2 of 5 stamps')).toBeVisible();
});
