import { expect, expectNoSeriousA11yViolations, snap, test } from '../support/fixtures';

test("the owner's dashboard shows the store's 30 days from real stamps and redemptions, per day, and no open alert", async ({
  page,
  api,
  adminSession,
}) => {
  const store = await api.createStore(adminSession.token);
  const { code } = await api.getStore(store.id, adminSession.token);
  const mission = await api.createMission(adminSession.token, store.id, { max_stamp_count: 3 });
  // Three members stamp today: one completes a card and uses its ticket, the others stamp 2 and 1 times.
  const stamped = [];
  for (const stamps of [3, 2, 1]) {
    stamped.push(await api.collectStamps(await api.signUpMember(), store, mission.id, stamps));
  }
  const ticket = stamped[0]?.last.ticket?.id ?? 0;
  await api.useTicket(stamped[0]?.token ?? '', ticket, store.password);
  const token = await api.ownerLogin(store, code ?? '');

  await page.goto('/home');
  await page.evaluate(
    ({ id, owner }) => {
      sessionStorage.setItem('storeOwnerToken', owner);
      sessionStorage.setItem('storeOwnerStoreId', id);
    },
    { id: String(store.id), owner: token },
  );
  await page.goto(`/mobile/store-menu/${String(store.id)}`);
  await page.getByRole('link', { name: 'Dashboard' }).click();

  await expect(page).toHaveURL(new RegExp(`/mobile/store-menu/${String(store.id)}/dashboard$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const stamps = page.getByRole('button', { name: /^Stamps\s*6$/ });
  await expect(stamps).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Completed cards\s*1$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Redemptions\s*1$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^New members\s*3$/ })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Stamps per day' });
  await expect(chart.locator('rect')).toHaveCount(30);
  await expect(page.getByText('No open alert: nobody has been guessing your stamp password.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-dashboard');

  await page.getByRole('button', { name: /^New members/ }).click();
  await expect(page.getByRole('img', { name: 'New members per day' })).toBeVisible();

  // Another store's owner cannot read it.
  const other = await api.createStore(adminSession.token);
  const otherCode = (await api.getStore(other.id, adminSession.token)).code ?? '';
  const refused = await page.request.get(`/api/v1/store/${String(store.id)}/dashboard`, {
    headers: { authorization: `Bearer ${await api.ownerLogin(other, otherCode)}` },
  });
  expect(refused.status()).toBe(403);
});
