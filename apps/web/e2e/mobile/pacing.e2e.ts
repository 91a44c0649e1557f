import type { Page, Response } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, logInMember, snap, test } from '../support/fixtures';

/** The `nextStampAt` of the refusal `answer` carries. */
async function nextStampAtOf(answer: Promise<Response>): Promise<Date> {
  const body = (await (await answer).json()) as { code: string; params: { nextStampAt: string } };
  expect(body.code).toBe('STAMP_TOO_SOON');
  return new Date(body.params.nextStampAt);
}

/**
 * The next stamp's time as the member reads it in `locale`, worked out in the page's browser: Manila's clock
 * time, and its date too when that is not today in Manila (a refusal just before midnight).
 */
function nextStampWords(page: Page, next: Date, locale: string): Promise<string> {
  return page.evaluate(
    ({ iso, locale }) => {
      const manilaDay = (instant: Date) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(instant);
      const instant = new Date(iso);
      const today = manilaDay(instant) === manilaDay(new Date());
      return new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Manila',
        ...(today ? {} : { month: 'short', day: 'numeric' }),
        hour: 'numeric',
        minute: '2-digit',
      }).format(instant);
    },
    { iso: next.toISOString(), locale },
  );
}

test('a second stamp too soon after the first says when the next one can be collected, in English and Korean', async ({
  page,
  api,
  adminSession,
}) => {
  const member = await api.signUpMember();
  const store = await api.createStore(adminSession.token);
  const mission = await api.createMission(adminSession.token, store.id, {
    name: 'One coffee an hour',
    max_stamp_count: 5,
    min_stamp_interval_minutes: 60,
  });
  await logInMember(page, member);
  await page.goto(`/store/coupon/${store.id}`);
  await expect(page.getByRole('heading', { level: 2, name: mission.name })).toBeVisible();

  const prompt = page.getByRole('dialog', { name: 'Stamp password' });
  await page.getByRole('button', { name: 'Add stamp 1' }).click();
  await prompt.getByLabel('Store password').fill(store.password);
  await prompt.getByRole('button', { name: 'Add stamp' }).click();
  await expect(page.getByRole('status')).toHaveText('Stamp added successfully.');
  await expect(page.getByText('1 of 5 stamps')).toBeVisible();

  await page.getByRole('button', { name: 'Add stamp 2' }).click();
  await prompt.getByLabel('Store password').fill(store.password);
  const refused = page.waitForResponse((response) => response.url().endsWith('/add'));
  await prompt.getByRole('button', { name: 'Add stamp' }).click();
  const next = await nextStampAtOf(refused);
  await expect(prompt.getByRole('alert')).toHaveText(
    `You can collect the next stamp at ${await nextStampWords(page, next, 'en-PH')}.`,
  );
  await expect(page.getByText('1 of 5 stamps')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'mobile/stamp-too-soon');

  // The same refusal in Korean: the time written from nextStampAt in Korean, in Manila time.
  await page.evaluate(() => {
    localStorage.setItem('locale', 'ko');
  });
  await page.reload();
  await page.getByRole('button', { name: '스탬프 2 적립하기' }).click();
  const koPrompt = page.getByRole('dialog');
  await koPrompt.locator('input[type="password"]').fill(store.password);
  const refusedAgain = page.waitForResponse((response) => response.url().endsWith('/add'));
  await koPrompt.locator('button[type="submit"]').click();
  expect((await nextStampAtOf(refusedAgain)).getTime()).toBe(next.getTime());
  await expect(koPrompt.getByRole('alert')).toHaveText(
    `다음 스탬프는 ${await nextStampWords(page, next, 'ko-KR')}부터 받을 수 있습니다.`,
  );
  await snap(page, 'mobile/stamp-too-soon-ko');
});
