import type { Page } from '@playwright/test';

import type { SeededStore, StampApi } from '../support/api';
import { expect, expectNoSeriousA11yViolations, snap, test } from '../support/fixtures';

/** A new store (with its code) and its ongoing mission of `stamps` stamps. */
async function storeWithMission(api: StampApi, adminToken: string, stamps: number) {
  const store = await api.createStore(adminToken);
  const { code } = await api.getStore(store.id, adminToken);
  const mission = await api.createMission(adminToken, store.id, { max_stamp_count: stamps });
  return { store, code, mission };
}

/** Opens the store menu's dashboard as the store's owner (signed in through the API). */
async function openDashboard(page: Page, api: StampApi, store: SeededStore, code: string): Promise<void> {
  const token = await api.ownerLogin(store, code);
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
}

test("the owner's dashboard shows the store's 30 days from real stamps and redemptions, per day, and no open alert", async ({
  page,
  api,
  adminSession,
}) => {
  const { store, code, mission } = await storeWithMission(api, adminSession.token, 3);
  // Three members stamp today: one completes a card and uses its ticket, the others stamp 2 and 1 times.
  const stamped = [];
  for (const stamps of [3, 2, 1]) {
    stamped.push(await api.collectStamps(await api.signUpMember(), store, mission.id, stamps));
  }
  const ticket = stamped[0]?.last.ticket?.id ?? 0;
  await api.useTicket(stamped[0]?.token ?? '', ticket, store.password);

  await openDashboard(page, api, store, code);

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
  const otherCode = (await api.getStore(other.id, adminSession.token)).code;
  const refused = await page.request.get(`/api/v1/store/${String(store.id)}/dashboard`, {
    headers: { authorization: `Bearer ${await api.ownerLogin(other, otherCode)}` },
  });
  expect(refused.status()).toBe(403);
});

test('an open guessing alert is explained on the dashboard, with the way to close it', async ({
  page,
  api,
  adminSession,
}) => {
  const { store, code, mission } = await storeWithMission(api, adminSession.token, 5);
  // Four members new to the store type 5 wrong stamp passwords each: the store's ceiling (20 in 10 minutes).
  for (let member = 0; member < 4; member++) {
    const seeded = await api.signUpMember();
    const token = await api.memberLogin(seeded.member_id, seeded.member_pass);
    const card = await api.createCoupon(token, seeded.bbs_no, mission.id);
    for (let attempt = 0; attempt < 5; attempt++) {
      await api.addStampWrongly(token, card.id, `${store.password}-guess-${String(attempt)}`);
    }
  }
  // The store service records the alert from the loyalty service's event.
  await expect
    .poll(async () => (await api.getStore(store.id, adminSession.token)).stampGuessingAlert ?? null)
    .toMatchObject({ failures: 20, members: 4 });

  await openDashboard(page, api, store, code);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('20 wrong stamp passwords from 4 members within 10 minutes');
  await expect(alert).toContainText('A new stamp password closes the alert.');
  await expect(
    page.getByText('No stamps or redemptions at your store in the last 30 days yet.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/owner-dashboard-alert', { fullPage: true });
  await alert.getByRole('link', { name: 'Change the stamp password' }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/store-menu/${String(store.id)}/info$`));
});
