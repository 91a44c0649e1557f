import type { Page } from '@playwright/test';

import { formatMessage, type Catalogue } from '@stamp/shared';
import { en } from '@stamp/shared/i18n/en';
import { fil } from '@stamp/shared/i18n/fil';
import { ko } from '@stamp/shared/i18n/ko';

import { expect, expectNoSeriousA11yViolations, snap, test, type SeededMember } from '../support/fixtures';

/**
 * The server's refusals in the member's own language (issue "API and words"): the words come from the
 * catalogues the app ships, so a sentence left in English, or a code the app does not map, fails here.
 */
const LANGUAGES = [
  { locale: 'ko', browser: 'ko-KR', words: { ...en, ...ko } },
  { locale: 'fil', browser: 'fil-PH', words: { ...en, ...fil } },
] as const;

type Words = Catalogue;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The lockout's words with any wait: the number is the one thing the test cannot know beforehand. */
function lockedOut(t: Words): RegExp {
  const wait = escaped(formatMessage(t.retryInMinutes, { minutes: 7777 }, t.intlLocale)).replace(
    '7777',
    '\\d+',
  );
  return new RegExp(`^${escaped(t.tooManyAttempts)} ${wait}$`);
}

async function logIn(page: Page, t: Words, member: SeededMember): Promise<void> {
  await page.goto('/mobile/login');
  await page.getByLabel(t.memberEmail).fill(member.member_id);
  await page.getByLabel(t.memberPassword).fill(member.member_pass);
  await page.getByRole('button', { name: t.loginButton }).click();
  await expect(page).toHaveURL(/\/home$/);
}

for (const { locale, browser, words } of LANGUAGES) {
  test.describe(`a member reading ${locale}`, () => {
    test.use({ locale: browser });

    test('meets a sign-up refusal, a wrong stamp password and a lockout wait in that language', async ({
      page,
      api,
      adminSession,
    }) => {
      // The member's screens' words: English under the language's own (Catalogue also types the back-office's).
      const t = words as Catalogue;
      const taken = await api.signUpMember();
      await page.goto('/mobile/sign-in');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByLabel(t.privacyConsent).click();
      await page.getByRole('button', { name: t.back }).click();
      await page.getByLabel(t.firstName).fill('Maria');
      await page.getByLabel(t.lastName).fill('Santos');
      await page.getByLabel(t.memberEmail).fill(taken.member_id);
      await page.getByLabel(t.memberPassword, { exact: true }).fill(taken.member_pass);
      await page.getByLabel(t.passwordConfirm).fill(taken.member_pass);
      await page.getByRole('button', { name: t.signUpButton }).click();
      await expect(page.getByRole('alert')).toHaveText(t.emailTaken);

      const member = await api.signUpMember();
      const store = await api.createStore(adminSession.token);
      await api.createMission(adminSession.token, store.id, { max_stamp_count: 3 });
      await logIn(page, t, member);
      await page.goto(`/store/coupon/${store.id}`);
      await expect(
        page.getByText(formatMessage(t.stampProgress, { n: 0, max: 3 }, t.intlLocale)),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${t.stampCardTitle} · ${store.name} — ${t.productName}`);
      await expectNoSeriousA11yViolations(page);
      await snap(page, `mobile/stamp-${locale}`);

      const prompt = page.getByRole('dialog', { name: t.stampPromptTitle });
      const alert = prompt.getByRole('alert');
      const submit = async (): Promise<number> => {
        const answer = page.waitForResponse(
          (response) => response.request().method() === 'POST' && /\/coupon\/\d+\/add$/.test(response.url()),
        );
        await prompt.getByRole('button', { name: t.stampSubmit }).click();
        return (await answer).status();
      };
      await page.getByRole('button', { name: formatMessage(t.stampSlotNext, { n: 1 }) }).click();
      await prompt.getByLabel(t.stampPasswordLabel).fill(`${store.password}-wrong`);
      expect(await submit()).toBe(400);
      await expect(alert).toHaveText(t.passwordIncorrect);
      await snap(page, `mobile/stamp-password-error-${locale}`);

      // Wrong passwords in a row lock the member out at this store; the app says for how long.
      let status = 400;
      for (let attempt = 2; attempt <= 6 && status !== 429; attempt++) {
        status = await submit();
      }
      expect(status).toBe(429);
      await expect(alert).toHaveText(lockedOut(t));
      await expectNoSeriousA11yViolations(page);
      await snap(page, `mobile/stamp-locked-${locale}`);
    });
  });
}
