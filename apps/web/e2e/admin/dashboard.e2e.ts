import { expect, expectNoSeriousA11yViolations, snap, test } from '../support/fixtures';

test('the dashboard shows the four charts of the last 30 days with today’s activity, and the guessing alerts table', async ({
  adminPage: page,
  api,
  adminSession,
}) => {
  // Today: two sign-ups, four stamps, one completed card, one redemption (other tests add to these).
  const store = await api.createStore(adminSession.token);
  const mission = await api.createMission(adminSession.token, store.id, { max_stamp_count: 3 });
  const [finisher, starter] = [await api.signUpMember(), await api.signUpMember()];
  const { token, last } = await api.collectStamps(finisher, store, mission.id, 3);
  expect(last.completed).toBe(true);
  await api.useTicket(token, last.ticket?.id ?? 0, store.password);
  await api.collectStamps(starter, store, mission.id, 1);
  await page.goto('/admin/index/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Last 30 days: \d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const seeded = { Stamps: 4, 'Completed cards': 1, Redemptions: 1, 'New members': 2 };
  for (const [chart, atLeast] of Object.entries(seeded)) {
    const card = page.getByRole('region', { name: chart, exact: true });
    await expect(card.getByRole('heading', { level: 2, name: chart, exact: true })).toBeVisible();
    await expect(card.getByText(/^\d[\d,]*$/)).toBeVisible();
    const total = Number((await card.getByText(/^\d[\d,]*$/).innerText()).replace(/,/g, ''));
    expect(total, `${chart} over 30 days`).toBeGreaterThanOrEqual(atLeast);
  }
  await expect(page.getByRole('heading', { name: 'Stamp-password guessing alerts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stamp-password guessing alerts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'admin/dashboard');
});
