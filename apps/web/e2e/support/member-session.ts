import { expect, type Page } from '@playwright/test';

import type { SeededMember } from './api';

/** Logs the member in through the login page, as a person would, and waits for home. */
export async function logInMember(page: Page, member: SeededMember): Promise<void> {
  await page.goto('/mobile/login');
  await page.getByLabel('E-mail').fill(member.member_id);
  await page.getByLabel('Password').fill(member.member_pass);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
