import type { Request } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, snap, test, logInMember } from '../support/fixtures';

test('stamp a card to its ticket (wrong password first), redeem it, and read the push about the mission', async ({
  page,
  context,
  api,
  adminSession,
}) => {
  // The member joins first, so the broadcast about the store's new mission reaches their inbox.
  const member = await api.signUpMember();
  const store = await api.createStore(adminSession.token);
  const mission = await api.createMission(adminSession.token, store.id, {
    name: 'Buy 3 coffees, get 1 free',
    max_stamp_count: 3,
  });
  await logInMember(page, member);

  await page.getByRole('link', { name: 'Coupon' }).click();
  await expect(page).toHaveURL(/\/my-coupon$/);
  await expect(page.getByText('No Stamp Coupon')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/my-coupon-empty');

  // Opened as from a counter's QR code: index.html asks for the app's calendar setting, the store, the member
  // and their card while the page's code downloads, and the app takes those answers instead of asking again.
  const apiCalls: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|wifi-user)\//.test(pathname)) apiCalls.push(decodeURIComponent(pathname));
  };
  page.on('request', onRequest);
  await page.goto(`/store/coupon/${store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: mission.name })).toBeVisible();
  await expect(page.getByText('0 of 3 stamps')).toBeVisible();
  const cardCalls = [
    '/api/v1/config/calendar',
    `/api/v1/store/${store.id}`,
    '/wifi-user/me',
    `/api/v1/coupon/member=${member.bbs_no}/mission=${mission.id}`,
  ];
  expect(apiCalls.filter((call) => cardCalls.includes(call)).sort()).toEqual([...cardCalls].sort());
  const taken = await page.evaluate(() =>
    Object.entries((window as unknown as { __earlyCalls: Record<string, unknown> }).__earlyCalls).map(
      ([address, call]) => [decodeURIComponent(new URL(address).pathname), call === undefined],
    ),
  );
  expect(taken).toEqual(cardCalls.map((call) => [call, true]));
  page.off('request', onRequest);

  // While its calls are out, the page shows its card's frame and what to do (StampCardSkeleton).
  let releaseStore: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseStore = resolve;
  });
  const storeCall = `**/api/v1/store/${store.id}`;
  await page.route(storeCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();
  await expect(page.getByText('Tap the next stamp and ask the staff for the store password.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/stamp-loading');
  releaseStore();
  await expect(page.getByText('0 of 3 stamps')).toBeVisible();
  await page.unroute(storeCall);
  await expect(page.getByRole('list', { name: 'Stamps' }).getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/stamp');

  const prompt = page.getByRole('dialog', { name: 'Stamp password' });
  const stamp = async (slot: string, password: string) => {
    await page.getByRole('button', { name: slot }).click();
    await prompt.getByLabel('Store password').fill(password);
    await prompt.getByRole('button', { name: 'Add stamp' }).click();
  };

  await stamp('Add stamp 1', `${store.password}-wrong`);
  await expect(prompt.getByRole('alert')).toHaveText('Password is incorrect.');
  await expect(prompt.getByLabel('Store password')).toHaveValue(`${store.password}-wrong`);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/stamp-password-error');
  await prompt.getByLabel('Store password').fill(store.password);
  await prompt.getByRole('button', { name: 'Add stamp' }).click();
  await expect(page.getByRole('status')).toHaveText('Stamp added successfully.');
  await expect(prompt).toBeHidden();
  await expect(page.getByText('1 of 3 stamps')).toBeVisible();

  // My coupons shows the card with its progress; offline, it stays readable and stamping says it needs a connection.
  await page.getByRole('link', { name: 'Coupon' }).click();
  const card = page.getByRole('link', { name: new RegExp(store.name) });
  await expect(card).toContainText('1 of 3 stamps');
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/my-coupon');
  await context.setOffline(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/store/coupon/${store.id}$`));
  await page.getByRole('button', { name: 'Add stamp 2' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Stamping needs a connection. Connect to the internet and try again.',
  );
  await expect(prompt).toBeHidden();
  await snap(page, 'mobile/stamp-offline');
  await context.setOffline(false);

  await stamp('Add stamp 2', store.password);
  await expect(page.getByRole('status')).toHaveText('Stamp added successfully.');
  await stamp('Win stamp 3', store.password);
  await expect(page.getByRole('status')).toHaveText('Mission complete! Check your coupon in My Coupon page.');
  await expect(page.getByRole('heading', { name: 'Your ticket is ready' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/stamp-complete');

  // The ticket waits in the unredeemed list; it opens the redeem page.
  await page.getByRole('link', { name: 'Coupon' }).click();
  await page.getByRole('link', { name: 'Unredeemed coupons (1)' }).click();
  await expect(page).toHaveURL(/\/unredeemed$/);
  const ticket = page.getByRole('link', { name: new RegExp(store.name) });
  await expect(ticket).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/unredeemed');
  await ticket.click();
  await expect(page).toHaveURL(new RegExp(`/store/coupon/${store.id}/use/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Use a ticket' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/redeem');

  await page.getByLabel('Store password').fill(store.password);
  await page.getByRole('button', { name: 'Use ticket' }).click();
  await expect(page.getByRole('status')).toHaveText('Coupon used successfully.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/redeem-done');
  await expect.poll(async () => (await api.getStore(store.id)).redeemed).toBe(1);

  await page.goto('/unredeemed');
  await expect(page.getByText('No unredeemed ticket')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(store.name) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/unredeemed-empty');

  // The product announces a new mission to every member: it is in this member's inbox.
  const token = await api.memberLogin(member.member_id, member.member_pass);
  await expect
    .poll(async () => (await api.memberInbox(token, member.bbs_no)).map((item) => item.PushMessage.title))
    .toContain(`New stamp event at ${store.name}`);
});
