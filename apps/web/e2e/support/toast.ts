import { expect, type Page } from '@playwright/test';

/**
 * The app's toast (sonner) saying `text` is shown; it is then closed with its close button, so the next
 * toast with the same words is a new one and not this one still on screen (toasts last 4 seconds).
 */
/**
 * The toast saying `text` is shown and kept: the pointer rests on it, which stops its 4 seconds (sonner
 * pauses while the toasts are hovered), so slow work that follows (an accessibility scan) still finds it.
 */
export async function holdToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.hover();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
}
